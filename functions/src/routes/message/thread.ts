import {
  apiErrorMessages,
  collections,
  type MessageSendPayload,
  messageSendSchema,
  type Role,
} from '@appointments/domain';
import type { Request, Response } from 'express';
import { Timestamp } from 'firebase-admin/firestore';
import { studentRef, teacherRef } from '../../data/accounts';
import { conversationRef, messageFromSnapshot } from '../../data/conversations';
import { badRequest, notFound } from '../../http/api-error';
import { sendData } from '../../http/respond';
import { db } from '../../lib/firebase';
import { callerOf } from '../../middleware/auth';
import { nowOf } from '../../middleware/request-time';
import { validateBody } from '../../middleware/validate';
import { conversationCardOf } from '../../services/conversation-cards';

/** The pair's conversation: the caller on their side, the contact on the other. */
function pairOf(callerRole: Role | undefined, callerId: string, contactId: string) {
  return callerRole === 'student'
    ? { studentId: callerId, teacherId: contactId }
    : { studentId: contactId, teacherId: callerId };
}

export async function getThread(req: Request<{ contactId: string }>, res: Response) {
  const caller = callerOf(req);
  const { studentId, teacherId } = pairOf(caller.role, caller.uid, req.params.contactId);
  const messages = await conversationRef(studentId, teacherId)
    .collection(collections.messages)
    .orderBy('sentAt')
    .get();
  sendData(res, messages.docs.map(messageFromSnapshot));
}

/** Messages go only between a student and a teacher, both approved. */
async function sendMessage(req: Request, res: Response) {
  const caller = callerOf(req);
  const { content, receiver, receiverModel } = req.body as MessageSendPayload;
  const senderModel = caller.role === 'teacher' ? 'teacher' : 'student';
  if (receiverModel === senderModel) throw badRequest(apiErrorMessages.messagePartnerInvalid);

  const accountOf = (model: typeof senderModel, id: string) =>
    (model === 'teacher' ? teacherRef(id) : studentRef(id)).get();
  const [receiverSnapshot, senderSnapshot] = await Promise.all([
    accountOf(receiverModel, receiver),
    accountOf(senderModel, caller.uid),
  ]);
  if (!receiverSnapshot.exists || receiverSnapshot.get('isApproved') !== true) {
    throw notFound(apiErrorMessages.contactNotFound);
  }

  const { studentId, teacherId } = pairOf(caller.role, caller.uid, receiver);
  const sentAt = Timestamp.fromDate(nowOf(req));
  const conversation = conversationRef(studentId, teacherId);
  const message = conversation.collection(collections.messages).doc();
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
  batch.create(message, { content, senderId: caller.uid, senderModel, receiverId: receiver, sentAt });
  await batch.commit();
  sendData(res, messageFromSnapshot(await message.get()), { status: 201 });
}

/** The caller has the conversation open: what it holds now is read, and is not mailed. */
export async function markRead(req: Request<{ contactId: string }>, res: Response) {
  const caller = callerOf(req);
  const { studentId, teacherId } = pairOf(caller.role, caller.uid, req.params.contactId);
  const side = caller.role === 'teacher' ? 'teacher' : 'student';
  try {
    await conversationRef(studentId, teacherId).update({
      [`readAt.${side}`]: Timestamp.fromDate(nowOf(req)),
    });
  } catch (error) {
    // No conversation yet: nothing to read.
    if (!isNotFound(error)) throw error;
  }
  sendData(res, null);
}

function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 5;
}

export const sendMessageHandlers = [validateBody(messageSendSchema), sendMessage];
