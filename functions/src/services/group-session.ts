// The teacher's calls on a whole group session (all appointments booked into one slot): write to every
// attendee at once, or call the session off for all of them.
import {
  displayStatus,
  groupSessionMessages,
  lifecycleErrorMessages,
  seatsLeftOf,
  slotKey,
} from '@appointments/domain';
import type { AppointmentDocument } from '@appointments/domain/documents';
import { type QueryDocumentSnapshot, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { appointmentsCollection } from '../data/appointments';
import { updateTeacherSlots, writeTransition } from '../data/lifecycle';
import { mailPreferencesAhead } from '../data/mail-preferences';
import { slotRef } from '../data/slots';
import { conflict, notFound } from '../http/api-error';
import { db } from '../lib/firebase';
import { canceledByTeacherMail, enqueueMail, sessionMessageMail } from '../notifications';
import { refreshAfterChange } from './slot-availability';
import { teacherCancelChanges } from './teacher-decisions';
import { dropSlotWaitlist } from './waitlist-seats';

/** The session's start from its slot id (the slot's key, e.g. '2030-03-06T04:30Z'); null when it is not one. */
export function sessionTimeOf(slotId: string): Date | null {
  const time = new Date(slotId);
  return Number.isNaN(time.getTime()) || slotKey(time) !== slotId ? null : time;
}

function sessionTimeOrMissing(slotId: string): Date {
  const time = sessionTimeOf(slotId);
  if (!time) throw notFound(groupSessionMessages.sessionNotFound);
  return time;
}

/** The open (pending or approved) appointments of the teacher at the session's start. */
const attendeesQuery = (teacherId: string, dateTime: Date) =>
  appointmentsCollection()
    .where('teacherId', '==', teacherId)
    .where('status', 'in', ['pending', 'approved'])
    .where('dateTime', '==', Timestamp.fromDate(dateTime));

/** Mails the teacher's message to every open attendee of the session, once each; the number written to. */
export async function messageSession(
  teacherId: string,
  slotId: string,
  message: string,
  now: Date,
): Promise<{ sent: number }> {
  const dateTime = sessionTimeOrMissing(slotId);
  const attendees = await attendeesQuery(teacherId, dateTime).get();
  if (attendees.empty) throw conflict(groupSessionMessages.sessionNoAttendees);
  if (dateTime.getTime() <= now.getTime()) throw conflict(apiTimePassed);
  const batch = db().batch();
  // Every attendee's choices read at once, not one after another.
  const choices = attendees.docs.map((attendee) =>
    mailPreferencesAhead('student', attendee.get('studentId')),
  );
  for (const [index, attendee] of attendees.docs.entries()) {
    await enqueueMail(
      batch,
      sessionMessageMail({ id: attendee.id, ...attendee.data() }, message),
      'messages',
      choices[index],
    );
  }
  await batch.commit();
  return { sent: attendees.size };
}

const apiTimePassed = lifecycleErrorMessages.teacherCancelNotUpcoming;

/**
 * Calls the whole session off in one transaction: every open attendee's appointment is canceled by the
 * teacher with the reason and mailed once, the slot goes (its seats are not offered again: the teacher
 * has said they cannot make that time) and so does its waitlist.
 */
export async function cancelSession(
  teacherId: string,
  slotId: string,
  reason: string,
  now: Date,
): Promise<{ canceled: number }> {
  const dateTime = sessionTimeOrMissing(slotId);
  if (dateTime.getTime() <= now.getTime()) throw conflict(lifecycleErrorMessages.teacherCancelNotUpcoming);
  const canceled = await db().runTransaction(async (transaction) => {
    const [slot, attendees] = await Promise.all([
      transaction.get(slotRef(teacherId, dateTime)),
      transaction.get(attendeesQuery(teacherId, dateTime)),
    ]);
    if (!slot.exists && attendees.empty) throw notFound(groupSessionMessages.sessionNotFound);
    if (attendees.empty) throw conflict(groupSessionMessages.sessionNothingToCancel);
    const dropWaitlist = await dropSlotWaitlist(transaction, teacherId, dateTime);
    for (const attendee of attendees.docs) await cancelAttendee(transaction, attendee, reason, now);
    if (slot.exists) {
      transaction.delete(slot.ref);
      const free =
        !slot.get('blocked') &&
        seatsLeftOf({ capacity: slot.get('capacity'), seatsLeft: slot.get('seatsLeft') }) > 0;
      updateTeacherSlots(transaction, teacherId, {}, [], free ? [slot.get('dateTime') as Timestamp] : []);
    }
    dropWaitlist();
    return attendees.size;
  });
  await refreshAfterChange(teacherId, now);
  return { canceled };
}

async function cancelAttendee(
  transaction: Transaction,
  attendee: QueryDocumentSnapshot<AppointmentDocument>,
  reason: string,
  now: Date,
): Promise<void> {
  const changes = teacherCancelChanges(reason, now);
  const written = writeTransition(transaction, attendee, {
    from: displayStatus(attendee.get('status') as string),
    to: 'canceled',
    changes,
  });
  await enqueueMail(
    transaction,
    canceledByTeacherMail({ id: attendee.id, ...written }, reason),
    'decisions',
    mailPreferencesAhead('student', attendee.get('studentId')),
  );
}
