import type { Contact } from '@appointments/domain';
import { describe, expect, it } from 'vitest';
import { contactSubtitle, conversationIdFor, receiverModelFor } from './contacts';

const contacts: Contact[] = [
  { _id: 'a', name: 'Meera Iyer', email: 'meera@college.edu', subject: 'Algebra' },
  { _id: 'b', name: 'Arjun Rao', email: 'arjun.rao@college.edu', subject: '' },
  { _id: 'c', name: 'Divya Nair', email: 'dn@college.edu', subject: 'Calculus' },
];

describe('conversation addressing', () => {
  it('keys the conversation student first, from either side', () => {
    expect(conversationIdFor('student', 's1', 't1')).toBe('s1_t1');
    expect(conversationIdFor('teacher', 't1', 's1')).toBe('s1_t1');
  });

  it('sends to the other role, even to a teacher without a subject', () => {
    expect(receiverModelFor('student')).toBe('teacher');
    expect(receiverModelFor('teacher')).toBe('student');
  });

  it('introduces a teacher by subject and anyone else by email', () => {
    expect(contactSubtitle(contacts[0] as Contact)).toBe('Algebra');
    expect(contactSubtitle(contacts[1] as Contact)).toBe('arjun.rao@college.edu');
  });
});
