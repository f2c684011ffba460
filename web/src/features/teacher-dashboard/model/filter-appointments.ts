import { type AppointmentStatus, displayStatus } from '@appointments/domain';
import type { TeacherAppointment } from '../api/teacher-appointment';

export type StatusFilter = AppointmentStatus | 'all';

/** Search over student name, email and purpose (case-insensitive), then the status filter. */
export function filterAppointments(
  appointments: readonly TeacherAppointment[],
  search: string,
  status: StatusFilter,
): TeacherAppointment[] {
  const term = search.trim().toLowerCase();
  return appointments.filter((appointment) => {
    if (status !== 'all' && displayStatus(appointment.status) !== status) return false;
    if (term === '') return true;
    return [appointment.student.name, appointment.student.email, appointment.purpose].some((field) =>
      field.toLowerCase().includes(term),
    );
  });
}
