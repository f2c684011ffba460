import { type Appointment, hasAttendance } from '@appointments/domain';
import { appointmentFromSnapshot, appointmentsCollection } from '../data/appointments';
import { sessionNotesRef } from '../data/session-notes';
import { db } from '../lib/firebase';

export interface PastSession {
  appointment: Appointment;
  /** The caller's own private note ('' when none). */
  privateNote: string;
}

/**
 * A student's past sessions with the calling teacher, newest first: the held ones (approved or
 * completed) that have started, each with the teacher's own private note. Only the caller's sessions
 * are read, so another teacher's notes never appear.
 */
export async function teacherStudentHistory(
  teacherId: string,
  studentId: string,
  now: Date,
): Promise<PastSession[]> {
  const snapshot = await appointmentsCollection()
    .where('teacherId', '==', teacherId)
    .where('studentId', '==', studentId)
    .get();
  const past = snapshot.docs
    .filter((doc) => hasAttendance(doc.data().status) && doc.data().dateTime.toMillis() <= now.getTime())
    .sort((a, b) => b.data().dateTime.toMillis() - a.data().dateTime.toMillis());
  if (past.length === 0) return [];
  const notes = await db().getAll(...past.map((doc) => sessionNotesRef(doc.id, teacherId)));
  return past.map((doc, index) => ({
    appointment: appointmentFromSnapshot(doc),
    privateNote: String(notes[index]?.get('privateNote') ?? ''),
  }));
}
