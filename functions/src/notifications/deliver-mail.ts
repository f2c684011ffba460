// Sends one queued mail and records how it went on the document, as the "Trigger Email from Firestore"
// extension does. Delivery is at least once: a claim in a transaction keeps a repeated event from
// sending a delivered mail again, and a failure records ERROR and throws so the platform retries
// (the function is deployed with retry, backing off between attempts) until maxAttempts.
import { mailDocument, readDocument } from '@appointments/domain/documents';
import type { DocumentReference } from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import nodemailer from 'nodemailer';
import { db } from '../lib/firebase';
import { mailFrom, smtpHost, smtpPassword, smtpPort, smtpUser } from '../lib/mail-params';
import { type Delivery, mailCollection, type OutgoingMail } from './mail-document';

export const maxAttempts = 5;
/**
 * The redelivery job (jobs/mail-redelivery.ts) keeps trying a mail the trigger's retries gave up on,
 * every 5 minutes, until this many attempts in all: about a day of a mail server being away.
 */
export const redeliveryMaxAttempts = maxAttempts + 12 * 24;
/** A claim older than this is taken to be a crashed attempt, and may be taken over. */
const leaseMs = 60_000;

function transport() {
  const port = smtpPort.value();
  const user = smtpUser.value();
  return nodemailer.createTransport({
    host: smtpHost.value(),
    port,
    secure: port === 465,
    ...(user ? { auth: { user, pass: smtpPassword.value() } } : {}),
  });
}

type Claim = { mail: OutgoingMail; attempts: number } | null;

async function claim(ref: DocumentReference, now: Date, attemptLimit: number): Promise<Claim> {
  return db().runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists) return null;
    const delivery = snapshot.get('delivery') as Delivery | undefined;
    if (delivery?.state === 'SUCCESS') return null;
    const attempts = delivery?.attempts ?? 0;
    if (attempts >= attemptLimit) return null;
    const leaseOpen = (delivery?.leaseExpireTime?.toMillis() ?? 0) > now.getTime();
    if (delivery?.state === 'PROCESSING' && leaseOpen) return null;
    transaction.update(ref, {
      delivery: {
        state: 'PROCESSING',
        attempts: attempts + 1,
        error: delivery?.error ?? null,
        startTime: Timestamp.fromDate(now),
        endTime: null,
        leaseExpireTime: Timestamp.fromMillis(now.getTime() + leaseMs),
      } satisfies Delivery,
    });
    const { delivery: _delivery, ...mail } = readDocument(mailDocument, snapshot.data(), ref.path);
    return { mail, attempts: attempts + 1 };
  });
}

/**
 * `attemptLimit`: the trigger's own retries stop at `maxAttempts`; the redelivery job goes on to
 * `redeliveryMaxAttempts`.
 */
export async function deliverQueuedMail(mailId: string, attemptLimit: number = maxAttempts): Promise<void> {
  const ref = mailCollection().doc(mailId);
  const claimed = await claim(ref, new Date(), attemptLimit);
  if (!claimed) return;
  const { mail, attempts } = claimed;
  try {
    const info = await transport().sendMail({
      from: mailFrom.value(),
      to: mail.to,
      subject: mail.message.subject,
      text: mail.message.text,
      html: mail.message.html,
      attachments: mail.message.attachments,
      headers: mail.message.headers,
    });
    await ref.update({
      'delivery.state': 'SUCCESS',
      'delivery.error': null,
      'delivery.endTime': Timestamp.now(),
      'delivery.leaseExpireTime': null,
      'delivery.info': { messageId: info.messageId, accepted: info.accepted.map(String) },
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await ref.update({
      'delivery.state': 'ERROR',
      'delivery.error': message,
      'delivery.endTime': Timestamp.now(),
      'delivery.leaseExpireTime': null,
    });
    console.error(`Mail ${ref.id}: attempt ${attempts} of ${attemptLimit} failed: ${message}`);
    // Throwing asks for a retry; after the last attempt the ERROR stays for the redelivery job (and,
    // past its limit, for an operator to see).
    if (attempts < attemptLimit) throw error;
  }
}
