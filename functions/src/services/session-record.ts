import {
  type Appointment,
  type AttendanceMark,
  apiErrorMessages,
  DEFAULT_NO_SHOW_POLICY,
  hasAttendance,
  inAttendanceWindow,
  mayCheckIn,
  type NoShowPolicy,
  type SessionNotesPayload,
  sessionRecordErrors,
} from '@appointments/domain';
import type { AppointmentDocument, SessionNotesDocument } from '@appointments/domain/documents';
import { type DocumentSnapshot, FieldValue, Timestamp } from 'firebase-admin/firestore';
import { studentRef } from '../data/accounts';
import { appointmentFromData, appointmentRef } from '../data/appointments';
import { moveFeedEntries } from '../data/calendar-feed-months';
import { moveInsightRollups } from '../data/insight-rollups';
import { sessionNotesRef } from '../data/session-notes';
import { badRequest, conflict, notFound } from '../http/api-error';
import { db } from '../lib/firebase';
import { enqueueMail, summaryPublishedMail } from '../notifications';
import { applyNoShowPolicy, readNoShows } from './booking-pauses';

// The session record: the teacher's attendance mark, the student's check-in, the teacher's notes.

/** The appointment of `side`'s own; anyone else's is answered as missing (its existence is not theirs). */
function ownAppointment(
  snapshot: DocumentSnapshot<AppointmentDocument>,
  side: 'teacherId' | 'studentId',
  uid: string,
): AppointmentDocument {
  const stored = snapshot.data();
  if (!stored || stored[side] !== uid) throw notFound(apiErrorMessages.appointmentNotFound);
  return stored;
}

/**
 * The teacher marks (or corrects) attendance, from the session's start until 7 days after it, on an
 * approved or completed session; every change is kept on the appointment. The student's no-shows
 * are read and the no-show policy applied in the same transaction, so the count is exact whatever
 * else is marked at the same moment. Marking the same again changes nothing.
 */
export async function recordAttendance(
  teacherId: string,
  appointmentId: string,
  mark: AttendanceMark,
  now: Date,
  policy: NoShowPolicy = DEFAULT_NO_SHOW_POLICY,
): Promise<Appointment> {
  const ref = appointmentRef(appointmentId);
  const written = await db().runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    const stored = ownAppointment(snapshot, 'teacherId', teacherId);
    const dateTime = stored.dateTime.toDate();
    if (!hasAttendance(stored.status)) throw conflict(sessionRecordErrors.attendanceNotHeld);
    if (!inAttendanceWindow({ dateTime }, now)) throw conflict(sessionRecordErrors.attendanceWindow);
    const from = stored.attendance ?? null;
    if (from === mark) return stored;

    const [student, noShows] = await Promise.all([
      transaction.get(studentRef(stored.studentId)),
      readNoShows(transaction, stored.studentId),
    ]);
    const stamp = Timestamp.fromDate(now);
    const changes = { attendance: mark, updatedAt: stamp };
    transaction.update(ref, {
      ...changes,
      attendanceChanges: FieldValue.arrayUnion({ from, to: mark, at: stamp }),
    });
    moveInsightRollups(transaction, stored, { ...stored, ...changes });
    moveFeedEntries(transaction, appointmentId, stored, { ...stored, ...changes });
    await applyNoShowPolicy(
      transaction,
      student,
      noShows,
      { appointmentId, dateTime, from, to: mark },
      policy,
      now,
    );
    return { ...stored, ...changes };
  });
  return appointmentFromData(appointmentId, written);
}

/**
 * "I'm here": the student checks in from 10 minutes before the start until the session's end, on an
 * approved session. A second check-in keeps the first time.
 */
export async function checkIn(studentId: string, appointmentId: string, now: Date): Promise<Appointment> {
  const ref = appointmentRef(appointmentId);
  const written = await db().runTransaction(async (transaction) => {
    const stored = ownAppointment(await transaction.get(ref), 'studentId', studentId);
    if (stored.checkedInAt) return stored;
    if (!mayCheckIn({ ...stored, dateTime: stored.dateTime.toDate() }, now))
      throw conflict(sessionRecordErrors.checkInWindow);
    const stamp = Timestamp.fromDate(now);
    const changes = { checkedInAt: stamp, updatedAt: stamp };
    transaction.update(ref, changes);
    moveFeedEntries(transaction, appointmentId, stored, { ...stored, ...changes });
    return { ...stored, ...changes };
  });
  return appointmentFromData(appointmentId, written);
}

export interface SessionNotes {
  privateNote: string;
  draft: { covered: string; nextSteps: string };
  updatedAt: string | null;
}

const emptyNotes: SessionNotes = { privateNote: '', draft: { covered: '', nextSteps: '' }, updatedAt: null };

function notesView(document: SessionNotesDocument | undefined): SessionNotes {
  if (!document) return emptyNotes;
  return {
    privateNote: document.privateNote,
    draft: document.draft,
    updatedAt: document.updatedAt.toDate().toISOString(),
  };
}

/**
 * The teacher saves the private note and the summary draft of an approved or completed session;
 * publishing puts the summary (the one sent, or the draft saved) on the appointment and mails it to
 * the student. The note stays in its own document, never on the appointment.
 */
export async function saveSessionNotes(
  teacherId: string,
  appointmentId: string,
  payload: SessionNotesPayload,
  now: Date,
): Promise<{ appointment: Appointment; notes: SessionNotes }> {
  const ref = appointmentRef(appointmentId);
  const notesRef = sessionNotesRef(appointmentId, teacherId);
  const result = await db().runTransaction(async (transaction) => {
    const [snapshot, notes] = await Promise.all([transaction.get(ref), transaction.get(notesRef)]);
    const stored = ownAppointment(snapshot, 'teacherId', teacherId);
    if (!hasAttendance(stored.status)) throw conflict(sessionRecordErrors.notesNotHeld);

    const stamp = Timestamp.fromDate(now);
    const previous = notes.data();
    const document: SessionNotesDocument = {
      teacherId,
      studentId: stored.studentId,
      privateNote: payload.privateNote ?? previous?.privateNote ?? '',
      draft: payload.summary ?? previous?.draft ?? { covered: '', nextSteps: '' },
      updatedAt: stamp,
    };
    let appointment = stored;
    if (payload.publishSummary) {
      const { covered, nextSteps } = document.draft;
      if (!covered && !nextSteps)
        throw badRequest(sessionRecordErrors.summaryEmpty, { summary: sessionRecordErrors.summaryEmpty });
      const changes = { summary: { covered, nextSteps, publishedAt: stamp }, updatedAt: stamp };
      transaction.update(ref, changes);
      moveFeedEntries(transaction, appointmentId, stored, { ...stored, ...changes });
      appointment = { ...stored, ...changes };
      await enqueueMail(
        transaction,
        summaryPublishedMail({ id: appointmentId, ...stored }, { covered, nextSteps }),
        'decisions',
      );
    }
    transaction.set(notesRef, document);
    return { appointment, notes: document };
  });
  return {
    appointment: appointmentFromData(appointmentId, result.appointment),
    notes: notesView(result.notes),
  };
}

/** The teacher's own notes of one of their sessions (empty when none written yet). */
export async function readSessionNotes(teacherId: string, appointmentId: string): Promise<SessionNotes> {
  const [snapshot, notes] = await Promise.all([
    appointmentRef(appointmentId).get(),
    sessionNotesRef(appointmentId, teacherId).get(),
  ]);
  ownAppointment(snapshot, 'teacherId', teacherId);
  return notesView(notes.data());
}
