// The calls Firestore rules do not cover: a teacher may not list students, and every write goes through
// the API. Each carries the session's current ID token.
import { type Contact, type Message, type MessageSendInput, messagesTexts } from '@appointments/domain';
import { apiRequest } from '@/lib/api-client';
import { bearerToken } from '@/lib/session/bearer-token';

export async function fetchStudentContacts(): Promise<Contact[]> {
  return apiRequest<Contact[]>('/student/list', messagesTexts.contactsLoadFailed, {
    token: await bearerToken(),
  });
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
