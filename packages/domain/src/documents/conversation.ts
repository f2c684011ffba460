// `conversations/{studentId}_{teacherId}`: both people's cards, the last message, and who has read and
// been mailed what.
import * as z from 'zod/mini';
import { flag, picture, section, text, timestamp } from './fields';

const personCard = section({ name: text(), email: text(), subject: text(), profilePicture: picture() });

const unreadMailState = z.strictObject({
  pending: flag(),
  mailedThrough: z.optional(timestamp()),
  lastMailAt: z.optional(timestamp()),
});

export const conversationDocument = z.strictObject({
  studentId: z.string(),
  teacherId: z.string(),
  student: personCard,
  teacher: personCard,
  lastMessage: text(),
  lastMessageAt: z.optional(timestamp()),
  lastSenderModel: z.optional(z.enum(['student', 'teacher'])),
  readAt: z.optional(z.strictObject({ student: z.optional(timestamp()), teacher: z.optional(timestamp()) })),
  unreadMail: z.optional(
    z.strictObject({ student: z.optional(unreadMailState), teacher: z.optional(unreadMailState) }),
  ),
});
