import { Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { conversationReader } from './conversations';

const at = (iso: string) => Timestamp.fromDate(new Date(iso));

const document = {
  studentId: 's1',
  teacherId: 't1',
  student: { name: 'Asha Verma', email: 'asha@college.edu', subject: '', profilePicture: null },
  teacher: {
    name: 'Meera Iyer',
    email: 'meera@college.edu',
    subject: 'Algebra',
    profilePicture: 'https://pictures.test/meera.jpg',
  },
  lastMessage: 'See you at ten',
  lastMessageAt: at('2026-03-10T04:00:00Z'),
  lastSenderModel: 'teacher',
  readAt: { student: at('2026-03-10T03:00:00Z') },
};

describe('a conversation as a contact-list row', () => {
  it("introduces the other person by their card, and is unread when they wrote after the user's last look", () => {
    const row = conversationReader('student')('s1_t1', document);
    expect(row).toEqual({
      contact: {
        _id: 't1',
        name: 'Meera Iyer',
        email: 'meera@college.edu',
        subject: 'Algebra',
        profile: { profilePicture: 'https://pictures.test/meera.jpg' },
      },
      lastMessage: 'See you at ten',
      lastMessageAt: '2026-03-10T04:00:00.000Z',
      lastSenderModel: 'teacher',
      unread: true,
    });
  });

  it('is read once the user looked after the last message, and never unread for its own sender', () => {
    const read = { ...document, readAt: { student: at('2026-03-10T05:00:00Z') } };
    expect(conversationReader('student')('s1_t1', read).unread).toBe(false);
    const teacherView = conversationReader('teacher')('s1_t1', document);
    expect(teacherView.unread).toBe(false);
    expect(teacherView.contact).toEqual({
      _id: 's1',
      name: 'Asha Verma',
      email: 'asha@college.edu',
      profile: { profilePicture: null },
    });
  });

  it('is unread when the user never opened it', () => {
    const { readAt: _readAt, ...never } = document;
    expect(conversationReader('student')('s1_t1', never).unread).toBe(true);
  });
});
