// Firestore documents (as plain data) into the shapes the screen renders; a half-written document gets
// harmless defaults rather than breaking the thread.
import type { Message } from '@appointments/domain';
import { Timestamp } from 'firebase/firestore';

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function isoOf(value: unknown): string {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (typeof value === 'string' || typeof value === 'number') {
    const date = new Date(value);
    if (!Number.isNaN(date.getTime())) return date.toISOString();
  }
  return '';
}

export function messageFromData(id: string, data: Record<string, unknown>): Message {
  return {
    _id: id,
    content: text(data.content),
    senderModel: data.senderModel === 'teacher' ? 'teacher' : 'student',
    sentAt: isoOf(data.sentAt),
  };
}
