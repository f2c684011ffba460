// Reminders of approved sessions, about 24 hours and about 1 hour before, to the student and the
// teacher. Each appointment records which reminders went (`reminders.day`, `reminders.hour`), set in
// the same transaction that queues the mails, so a reminder is never sent twice however often this
// runs; a session already canceled or begun gets none.
import { type Timestamp as FirestoreTimestamp, Timestamp } from 'firebase-admin/firestore';
import { teacherRef } from '../data/accounts';
import { appointmentsCollection } from '../data/appointments';
import { readAppointmentPlace } from '../data/places';
import { db } from '../lib/firebase';
import { type AppointmentFacts, enqueueMail, type ReminderKind, reminderMails } from '../notifications';

const leadMs: Record<ReminderKind, number> = { day: 24 * 3_600_000, hour: 3_600_000 };

export interface ReminderSummary {
  day: number;
  hour: number;
}

/** The reminder due now for a session at `start`, if any: the nearer one wins. */
function dueKind(start: number, now: number): ReminderKind | null {
  if (start <= now) return null;
  if (start - now <= leadMs.hour) return 'hour';
  if (start - now <= leadMs.day) return 'day';
  return null;
}

export async function runReminders(now: Date): Promise<ReminderSummary> {
  const summary: ReminderSummary = { day: 0, hour: 0 };
  const upcoming = await appointmentsCollection()
    .where('status', '==', 'approved')
    .where('dateTime', '>', Timestamp.fromDate(now))
    .where('dateTime', '<=', Timestamp.fromMillis(now.getTime() + leadMs.day))
    .get();
  for (const candidate of upcoming.docs) {
    const sent = await db().runTransaction(async (transaction) => {
      const fresh = await transaction.get(candidate.ref);
      const start = (fresh.get('dateTime') as FirestoreTimestamp | undefined)?.toMillis();
      if (fresh.get('status') !== 'approved' || start === undefined) return null;
      const kind = dueKind(start, now.getTime());
      if (!kind || fresh.get(`reminders.${kind}`)) return null;
      const teacher = await transaction.get(teacherRef(String(fresh.get('teacherId'))));
      const place = await readAppointmentPlace(transaction, fresh.id);
      const stored = fresh.data();
      if (!stored) return null;
      const facts: AppointmentFacts = { id: fresh.id, ...stored, place };
      for (const mail of reminderMails(facts, String(teacher.get('email') ?? ''), kind)) {
        await enqueueMail(transaction, mail, 'reminders');
      }
      // The hour's reminder makes the day's pointless: a session approved late gets only the nearer.
      const stamp = Timestamp.fromDate(now);
      transaction.update(candidate.ref, {
        [`reminders.${kind}`]: stamp,
        ...(kind === 'hour' && !fresh.get('reminders.day') ? { 'reminders.day': stamp } : {}),
      });
      return kind;
    });
    if (sent) summary[sent] += 1;
  }
  return summary;
}
