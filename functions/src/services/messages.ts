import { apiErrorMessages, collections, type Message, type MessageSendPayload } from '@appointments/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { studentRef, teacherRef } from '../data/accounts';
import { conversationRef, messageFromSnapshot } from '../data/conversations';
import { badRequest, notFound } from '../http/api-error';
import { db } from '../lib/firebase';
import { conversationCardOf } from './conversation-cards';

/** Who writes messages: a student or a teacher, each to the other side. */
export interface MessagingParty {
  uid: string;
  role: 'student' | 'teacher';
}

/** The pair's conversation: the caller on their side, the contact on the other. */
function pairOf(party: MessagingParty, contactId: string) {
  return party.role === 'student'
    ? { studentId: party.uid, teacherId: contactId }
    : { studentId: contactId, teacherId: party.uid };
}

export async function readThread(party: MessagingParty, contactId: string): Promise<Message[]> {
  const { studentId, teacherId } = pairOf(party, contactId);
  const messages = await conversationRef(studentId, teacherId)
    .collection(collections.messages)
    .orderBy('sentAt')
    .get();
  return messages.docs.map(messageFromSnapshot);
}

/** Messages go only between a student and a teacher, both approved. */
export async function sendMessage(
  party: MessagingParty,
  { content, receiver, receiverModel, clientMessageId }: MessageSendPayload,
  now: Date,
): Promise<Message> {
  const senderModel = party.role;
  if (receiverModel === senderModel) throw badRequest(apiErrorMessages.messagePartnerInvalid);

  const accountOf = (model: MessagingParty['role'], id: string) =>
    (model === 'teacher' ? teacherRef(id) : studentRef(id)).get();
  const [receiverSnapshot, senderSnapshot] = await Promise.all([
    accountOf(receiverModel, receiver),
    accountOf(senderModel, party.uid),
  ]);
  if (!receiverSnapshot.exists || receiverSnapshot.get('isApproved') !== true) {
    throw notFound(apiErrorMessages.contactNotFound);
  }

  const { studentId, teacherId } = pairOf(party, receiver);
  const sentAt = Timestamp.fromDate(now);
  const conversation = conversationRef(studentId, teacherId);
  // With the sender's own id, the message's document id is derived from it: a repeated send finds the message
  // already stored (the create below fails, so nothing is written twice) and answers with it.
  const messages = conversation.collection(collections.messages);
  const message = clientMessageId ? messages.doc(`${party.uid}-${clientMessageId}`) : messages.doc();
  const batch = db().batch();
  batch.set(
    conversation,
    {
      studentId,
      teacherId,
      lastMessage: content.slice(0, 200),
      lastMessageAt: sentAt,
      lastSenderModel: senderModel,
      // Both people's cards, so each side's contact list is one query on its conversations.
      [senderModel]: conversationCardOf(senderModel, senderSnapshot),
      [receiverModel]: conversationCardOf(receiverModel, receiverSnapshot),
      // The message-mail job picks the conversation up (jobs/message-mails.ts); a flag, not a read,
      // so a burst of messages never contends on the conversation.
      unreadMail: { [receiverModel]: { pending: true } },
    },
    { merge: true },
  );
  batch.create(message, { content, senderId: party.uid, senderModel, receiverId: receiver, sentAt });
  try {
    await batch.commit();
  } catch (error) {
    if (!clientMessageId || !isAlreadyExists(error)) throw error;
  }
  return messageFromSnapshot(await message.get());
}

function isAlreadyExists(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 6;
}

/** The party has the conversation open: what it holds now is read, and is not mailed. */
export async function markThreadRead(party: MessagingParty, contactId: string, now: Date): Promise<void> {
  const { studentId, teacherId } = pairOf(party, contactId);
  try {
    await conversationRef(studentId, teacherId).update({ [`readAt.${party.role}`]: Timestamp.fromDate(now) });
  } catch (error) {
    // No conversation yet: nothing to read.
    if (!isNotFound(error)) throw error;
  }
}

function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 5;
}
