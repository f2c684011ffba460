// Queues one mail in the caller's transaction (or batch), as its recipient chose: a kind they turned
// off is not written at all, so an operator running the "Trigger Email" extension instead of
// deliverMail honours the choice too. Every optional mail carries its unsubscribe link and header.
import type { MailKind, MailPreferences } from '@appointments/domain';
import type { Transaction, WriteBatch } from 'firebase-admin/firestore';
import { mailPreferencesRefByEmail, readMailPreferences } from '../data/mail-preferences';
import { appOriginParam } from '../lib/mail-params';
import { signUnsubscribeToken } from '../lib/unsubscribe-token';
import { writeNotification } from './in-app';
import { withUnsubscribe } from './layout';
import { mailCollection, type OutgoingMail } from './mail-document';

/** `security`: password links, always sent, whatever the choices. */
export type MailCategory = MailKind | 'security';

export function unsubscribeUrl(email: string, kind: MailKind): string {
  const token = signUnsubscribeToken({ email, kind });
  return `${appOriginParam.value()}/api/mail/unsubscribe?token=${encodeURIComponent(token)}`;
}

/**
 * Written without `delivery`, as the extension expects of a new document: the sender fills it in.
 * The choices are read outside the caller's transaction: they are not part of the change reported,
 * and a choice made at the same moment may go either way. Every event but a security mail is also an
 * in-app notification (notifications/in-app.ts), whatever the choices.
 */
export async function enqueueMail(
  writer: Transaction | WriteBatch,
  composed: OutgoingMail | null,
  category: MailCategory,
  /** The recipient's choices, read ahead with `readChoicesOf(mail.to)` while the caller did its own reads. */
  readAhead?: Promise<MailPreferences | null>,
): Promise<void> {
  if (!composed?.to) return;
  const { notice, ...mail } = composed;
  if (category === 'security') {
    writer.create(mailCollection().doc(), mail);
    return;
  }
  if (notice) writeNotification(writer, mail.to, category, notice);
  const choices = await (readAhead ?? readChoicesOf(mail.to));
  if (choices && !choices[category]) return;
  writer.create(mailCollection().doc(), withUnsubscribe(mail, category, unsubscribeUrl(mail.to, category)));
}

/** The choices of the student or teacher with this address; null when no account has it (every mail goes). */
export async function readChoicesOf(email: string): Promise<MailPreferences | null> {
  const preferences = await mailPreferencesRefByEmail(email);
  return preferences ? readMailPreferences(preferences) : null;
}
