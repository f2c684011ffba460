import { describe, expect, it } from 'vitest';
import { contactNounFor, messagesTexts } from './messages-texts';

describe('messages wording', () => {
  it('speaks of teachers to a student and of students to a teacher', () => {
    expect(contactNounFor('student').plural).toBe('teachers');
    expect(messagesTexts.contactsHeading('student')).toBe('Teachers');
    expect(messagesTexts.contactsHeading('teacher')).toBe('Students');
    expect(messagesTexts.searchPlaceholder('student')).toBe('Search teachers...');
    expect(messagesTexts.searchPlaceholder('teacher')).toBe('Search students...');
    expect(messagesTexts.noContacts('student')).toBe('No teachers available');
    expect(messagesTexts.noContacts('teacher')).toBe('No students available');
  });

  it('counts contacts with the right plural', () => {
    expect(messagesTexts.available('student', 3)).toBe('3 teachers available');
    expect(messagesTexts.available('student', 1)).toBe('1 teacher available');
    expect(messagesTexts.available('teacher', 0)).toBe('0 students available');
  });
});
