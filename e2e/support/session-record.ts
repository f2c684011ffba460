// Calls of the session record (attendance, check-in, notes) for the API and browser tests.
import type { Appointment } from '@appointments/domain';
import type { SignedIn } from './accounts';
import { setClockOffset } from './admin';
import { callApi } from './api';

export const markAttendance = (teacher: SignedIn, id: string, attendance: string) =>
  callApi<Appointment>(`/teacher/appointments/${id}/attendance`, {
    method: 'PUT',
    token: teacher.token,
    body: { attendance },
  });

export const checkIn = (student: SignedIn, id: string) =>
  callApi<Appointment>(`/student/appointments/${id}/check-in`, { token: student.token, body: {} });

export const putNotes = (teacher: SignedIn, id: string, body: unknown) =>
  callApi<{ appointment: Appointment; notes: { privateNote: string } }>(`/teacher/appointments/${id}/notes`, {
    method: 'PUT',
    token: teacher.token,
    body,
  });

/** Moves the functions' clock so that their "now" is `instant` (plus the real time that passes after). */
export const setClockTo = (instant: Date) => setClockOffset(instant.getTime() - Date.now());

export const minutesFrom = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * 60_000);
