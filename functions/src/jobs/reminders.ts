// Reminders of approved sessions to the student and the teacher, at the hours before the session the
// college's settings name (24 and 1 by default). Each appointment records which reminders went
// (`reminders.day` and `reminders.hour` for 24 and 1 hours, as before reminders were configurable,
// `reminders.h{hours}` for any other), set in the same transaction that queues the mails, so a reminder
// is never sent twice however often this runs; a session already canceled or begun gets none.
import { type Timestamp as FirestoreTimestamp, Timestamp } from 'firebase-admin/firestore';
import { teacherRef } from '../data/accounts';
import { appointmentsCollection } from '../data/appointments';
import { loadCollegeSettings } from '../data/college-settings';
import { readAppointmentPlace } from '../data/places';
import { db } from '../lib/firebase';
import { type AppointmentFacts, enqueueMail, reminderMails } from '../notifications';

const HOUR_MS = 3_600_000;

export interface ReminderSummary {
  /** Appointments reminded on this run. */
  sent: number;
}

/** The appointment field that records the reminder `hours` before the session. */
function reminderStampField(hours: number): string {
  if (hours === 24) return 'reminders.day';
  if (hours === 1) return 'reminders.hour';
  return `reminders.h${hours}`;
}

/** The reminder due now for a session at `start`, if any: the nearest configured one wins. */
function dueHours(start: number, now: number, hoursBefore: readonly number[]): number | null {
  if (start <= now) return null;
  const due = hoursBefore.filter((hours) => start - now <= hours * HOUR_MS);
  return due.length === 0 ? null : Math.min(...due);
}

export async function runReminders(now: Date): Promise<ReminderSummary> {
  const summary: ReminderSummary = { sent: 0 };
  // Read on every run: a change of the reminder hours applies from the next run on.
  const hoursBefore = (await loadCollegeSettings()).booking.reminderHoursBefore;
  if (hoursBefore.length === 0) return summary;
  const upcoming = await appointmentsCollection()
    .where('status', '==', 'approved')
    .where('dateTime', '>', Timestamp.fromDate(now))
    .where('dateTime', '<=', Timestamp.fromMillis(now.getTime() + Math.max(...hoursBefore) * HOUR_MS))
    .get();
  for (const candidate of upcoming.docs) {
    const sent = await db().runTransaction(async (transaction) => {
      const fresh = await transaction.get(candidate.ref);
      const start = (fresh.get('dateTime') as FirestoreTimestamp | undefined)?.toMillis();
      if (fresh.get('status') !== 'approved' || start === undefined) return false;
      const hours = dueHours(start, now.getTime(), hoursBefore);
      if (hours === null || fresh.get(reminderStampField(hours))) return false;
      const teacher = await transaction.get(teacherRef(String(fresh.get('teacherId'))));
      const place = await readAppointmentPlace(transaction, fresh.id);
      const stored = fresh.data();
      if (!stored) return false;
      const facts: AppointmentFacts = { id: fresh.id, ...stored, place };
      for (const mail of reminderMails(facts, String(teacher.get('email') ?? ''), hours)) {
        await enqueueMail(transaction, mail, 'reminders');
      }
      // A nearer reminder makes the farther ones pointless: a session approved late gets only the nearest.
      const stamp = Timestamp.fromDate(now);
      const stamps: Record<string, Timestamp> = {};
      for (const farther of hoursBefore.filter((other) => other >= hours)) {
        const field = reminderStampField(farther);
        if (!fresh.get(field)) stamps[field] = stamp;
      }
      transaction.update(candidate.ref, stamps);
      return true;
    });
    if (sent) summary.sent += 1;
  }
  return summary;
}
