import {
  type Appointment,
  apiErrorMessages,
  type BookingPolicy,
  DEFAULT_BOOKING_POLICY,
  displayStatus,
  type FollowUpPayload,
  sessionRecordErrors,
} from '@appointments/domain';
import { appointmentRef } from '../data/appointments';
import { conflict, notFound } from '../http/api-error';
import { bookAppointment } from './booking';
import { refreshAfterChange } from './slot-availability';

/**
 * 'Book a follow-up' from the teacher's side of a session: the teacher books the same student into one of
 * their free slots or at another time, approved at once (docs/guide-teacher.md). Only from the caller's own
 * approved or completed session; another teacher's is answered as missing.
 */
export async function bookFollowUp(
  teacherId: string,
  appointmentId: string,
  payload: FollowUpPayload,
  now: Date,
  policy: BookingPolicy = DEFAULT_BOOKING_POLICY,
): Promise<Appointment> {
  const source = await appointmentRef(appointmentId).get();
  const session = source.data();
  if (!session || session.teacherId !== teacherId) throw notFound(apiErrorMessages.appointmentNotFound);
  const status = displayStatus(session.status);
  if (status !== 'approved' && status !== 'completed') throw conflict(sessionRecordErrors.followUpNotHeld);
  const booked = await bookAppointment(session.studentId, { ...payload, teacherId }, now, policy, {
    byTeacher: true,
  });
  // An approved session at a new time can hide the teacher's slots it overlaps, as an approval does.
  await refreshAfterChange(teacherId, now);
  return booked;
}
