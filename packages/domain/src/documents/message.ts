// `conversations/{id}/messages/{id}`.
import * as z from 'zod/mini';
import { text, timestamp } from './fields';

export const messageDocument = z.strictObject({
  content: text(),
  senderId: z.string(),
  senderModel: z.catch(z.enum(['student', 'teacher']), 'student'),
  receiverId: z.string(),
  sentAt: timestamp(),
});

export type MessageDocument = z.output<typeof messageDocument>;
