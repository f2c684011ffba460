// No mail is lost to a mail server that is away longer than the trigger's retries (a restart, an
// outage): every 5 minutes this sends again each mail left in ERROR, and each whose attempt crashed
// (PROCESSING with its lease run out), until redeliveryMaxAttempts. deliverQueuedMail's claim, a
// transaction, keeps a mail from going twice when the trigger or another run takes it at once.
import { Timestamp } from 'firebase-admin/firestore';
import { deliverQueuedMail, redeliveryMaxAttempts } from '../notifications/deliver-mail';
import { mailCollection } from '../notifications/mail-document';

export interface RedeliverySummary {
  attempted: number;
  failed: number;
}

export async function runMailRedelivery(now: Date): Promise<RedeliverySummary> {
  const [failed, crashed] = await Promise.all([
    mailCollection().where('delivery.state', '==', 'ERROR').get(),
    mailCollection()
      .where('delivery.state', '==', 'PROCESSING')
      .where('delivery.leaseExpireTime', '<', Timestamp.fromDate(now))
      .get(),
  ]);
  const summary: RedeliverySummary = { attempted: 0, failed: 0 };
  for (const mail of [...failed.docs, ...crashed.docs]) {
    if (Number(mail.get('delivery.attempts') ?? 0) >= redeliveryMaxAttempts) continue;
    summary.attempted += 1;
    // A failure is recorded on the mail (ERROR) for the next run; the others still go.
    await deliverQueuedMail(mail.id, redeliveryMaxAttempts).catch(() => {
      summary.failed += 1;
    });
  }
  return summary;
}
