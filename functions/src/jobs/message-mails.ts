// Message mails. Sending a message only flags its conversation (`unreadMail.<receiver side>.pending`);
// this job, run every minute, decides per flagged conversation in one transaction on the conversation
// document, so a mail is never sent twice nor lost, however the job and the senders interleave:
// - nothing of the other side's unread: the flag is cleared;
// - the receiver has read everything mailed before: the unread messages are mailed once the oldest
//   has waited MESSAGE_MAIL_GRACE_MS (someone reading the conversation as it arrives gets no mail);
// - mailed messages are still unread: the later ones wait until MESSAGE_DIGEST_INTERVAL_MS after that
//   mail, then go in one digest.
// "Read" is `readAt.<side>`, set when the person has the conversation open (POST /message/read/:id).
import {
  collections,
  MESSAGE_DIGEST_INTERVAL_MS,
  MESSAGE_MAIL_GRACE_MS,
  type SelfRegisterRole,
} from '@appointments/domain';
import { type DocumentReference, Timestamp } from 'firebase-admin/firestore';
import { studentRef, teacherRef } from '../data/accounts';
import { db } from '../lib/firebase';
import { enqueueMail } from '../notifications';
import { newMessagesMail } from '../notifications/message-mails';

const sides: SelfRegisterRole[] = ['student', 'teacher'];

interface UnreadMailState {
  pending?: boolean;
  /** The newest message a mail listed. */
  mailedThrough?: Timestamp;
  lastMailAt?: Timestamp;
}

const millis = (value: unknown) => (value instanceof Timestamp ? value.toMillis() : 0);

/** Clears the flag, or queues the one mail due now; true when a mail was queued. */
async function mailConversation(ref: DocumentReference, side: SelfRegisterRole, now: Date): Promise<boolean> {
  return db().runTransaction(async (transaction) => {
    const conversation = await transaction.get(ref);
    const state = (conversation.get(`unreadMail.${side}`) ?? {}) as UnreadMailState;
    if (!state.pending) return false;
    const readAt = millis(conversation.get(`readAt.${side}`));
    const mailedThrough = millis(state.mailedThrough);
    const newer = await transaction.get(
      ref
        .collection(collections.messages)
        .where('sentAt', '>', Timestamp.fromMillis(Math.max(readAt, mailedThrough)))
        .orderBy('sentAt'),
    );
    const unread = newer.docs.filter((message) => message.get('senderModel') !== side);
    const oldest = unread[0];
    const newest = unread.at(-1);
    if (!oldest || !newest) {
      transaction.update(ref, { [`unreadMail.${side}.pending`]: false });
      return false;
    }
    const followUp = mailedThrough > readAt;
    const dueAt = followUp
      ? millis(state.lastMailAt) + MESSAGE_DIGEST_INTERVAL_MS
      : millis(oldest.get('sentAt')) + MESSAGE_MAIL_GRACE_MS;
    if (now.getTime() < dueAt) return false;

    const studentId = String(conversation.get('studentId'));
    const teacherId = String(conversation.get('teacherId'));
    const [student, teacher] = await Promise.all([
      transaction.get(studentRef(studentId)),
      transaction.get(teacherRef(teacherId)),
    ]);
    const [receiver, sender] = side === 'student' ? [student, teacher] : [teacher, student];
    const email = receiver.get('email');
    if (typeof email === 'string' && email !== '') {
      await enqueueMail(
        transaction,
        newMessagesMail(
          { name: String(receiver.get('name') ?? ''), email },
          String(sender.get('name') ?? ''),
          unread.map((message) => ({
            content: String(message.get('content') ?? ''),
            sentAt: (message.get('sentAt') as Timestamp).toDate(),
          })),
        ),
        'messages',
      );
    }
    transaction.update(ref, {
      [`unreadMail.${side}`]: {
        pending: false,
        mailedThrough: newest.get('sentAt'),
        lastMailAt: Timestamp.fromDate(now),
      } satisfies UnreadMailState,
    });
    return true;
  });
}

export async function runMessageMails(now: Date): Promise<{ mailed: number }> {
  let mailed = 0;
  for (const side of sides) {
    const flagged = await db()
      .collection(collections.conversations)
      .where(`unreadMail.${side}.pending`, '==', true)
      .get();
    for (const conversation of flagged.docs) {
      if (await mailConversation(conversation.ref, side, now)) mailed += 1;
    }
  }
  return { mailed };
}
