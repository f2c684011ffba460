// The calls Firestore rules do not cover: a teacher may not list students, and every write goes through
// the API. Each carries the session's current ID token.
import {
  type Contact,
  type Message,
  type MessageSendInput,
  messagesTexts,
  type SelfRegisterRole,
} from '@appointments/domain';
import { apiRequest } from '@/lib/api-client';
import { bearerToken } from '@/lib/session/bearer-token';

/**
 * The approved accounts of the other role whose name, email (or course, student ID, subject, department)
 * starts with a word of `term`: GET /teacher/list for a student, /student/list for a teacher, one page.
 */
export async function searchContacts(ownRole: SelfRegisterRole, term: string): Promise<Contact[]> {
  const listPath = ownRole === 'student' ? '/teacher/list' : '/student/list';
  return apiRequest<Contact[]>(
    `${listPath}?search=${encodeURIComponent(term)}`,
    messagesTexts.contactsLoadFailed,
    { token: await bearerToken() },
  );
}

export async function sendMessage(payload: MessageSendInput): Promise<Message> {
  return apiRequest<Message>('/message/send', messagesTexts.sendFailed, {
    method: 'POST',
    body: payload,
    token: await bearerToken(),
  });
}

/** Tells the server the open conversation is read, so its messages are not mailed. */
export async function markConversationRead(contactId: string): Promise<void> {
  await apiRequest<null>(`/message/read/${encodeURIComponent(contactId)}`, messagesTexts.sendFailed, {
    method: 'POST',
    token: await bearerToken(),
  });
}
