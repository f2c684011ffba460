import { Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { conversationReader } from './conversations';
import { unreadBadgeText, unreadConversations } from './unread-count';

const read = conversationReader('student');
// Stored times are Firestore Timestamps: the conversation's schema reads nothing else as a time.
const at = (iso: string) => Timestamp.fromDate(new Date(iso));
const conversation = (lastSenderModel: 'student' | 'teacher', lastMessageAt: string, readAt?: string) =>
  read('s1_t1', {
    studentId: 's1',
    teacherId: 't1',
    lastMessage: 'Hello',
    lastMessageAt: at(lastMessageAt),
    lastSenderModel,
    readAt: readAt ? { student: at(readAt) } : {},
  });

describe('unread conversations', () => {
  it('counts the conversations where the other person wrote after the user last looked', () => {
    expect(
      unreadConversations([
        conversation('teacher', '2026-11-20T10:00:00Z'),
        conversation('teacher', '2026-11-20T10:00:00Z', '2026-11-20T09:00:00Z'),
        conversation('teacher', '2026-11-20T10:00:00Z', '2026-11-20T11:00:00Z'),
        conversation('student', '2026-11-20T10:00:00Z'),
      ]),
    ).toBe(2);
  });

  it('shows no badge at zero, the count up to 9, then 9+', () => {
    expect(unreadBadgeText(0)).toBeNull();
    expect(unreadBadgeText(1)).toBe('1');
    expect(unreadBadgeText(9)).toBe('9');
    expect(unreadBadgeText(12)).toBe('9+');
  });
});
