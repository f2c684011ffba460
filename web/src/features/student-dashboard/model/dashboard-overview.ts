// What the welcome section leads with, from the live appointments the page already holds: the session the
// student has next and the requests still waiting for a teacher.
import { type Appointment, sessionEndMillis, toMillis } from '@appointments/domain';

const byStart = (a: Appointment, b: Appointment) => toMillis(a.dateTime) - toMillis(b.dateTime);

/**
 * The soonest approved session that has not ended: one under way stays 'next' until its end, since its
 * 'Join' is open until then.
 */
export function nextSession(appointments: readonly Appointment[], now: Date): Appointment | null {
  const ahead = appointments.filter(
    (appointment) => appointment.status === 'approved' && sessionEndMillis(appointment) > now.getTime(),
  );
  return ahead.sort(byStart)[0] ?? null;
}

/** Requests the teacher has not answered, for a time still ahead, soonest first. */
export function waitingRequests(appointments: readonly Appointment[], now: Date): Appointment[] {
  return appointments
    .filter(
      (appointment) => appointment.status === 'pending' && toMillis(appointment.dateTime) > now.getTime(),
    )
    .sort(byStart);
}
