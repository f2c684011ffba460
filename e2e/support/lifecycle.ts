// Calls of the appointment lifecycle (book, decide, cancel, reschedule, office hours) for the API
// and browser tests.
import { addCalendarDays, calendarDateText, collections, istCalendarDate } from '@appointments/domain';
import type { SignedIn } from './accounts';
import { adminDb } from './admin';
import { callApi } from './api';

export interface AppointmentBody {
  _id: string;
  status: string;
  dateTime: string;
  bookingType: string;
  durationMinutes?: number;
  canceledBy?: string | null;
  cancelReason?: string | null;
}

export const addSlots = (teacher: SignedIn, slots: string[]) =>
  callApi<{ availableSlots: string[] }>('/teacher/availability', { token: teacher.token, body: { slots } });

export const bookSlot = (student: SignedIn, teacher: SignedIn, dateTime: string) =>
  callApi<AppointmentBody>('/student/book', {
    token: student.token,
    body: { teacherId: teacher.uid, dateTime, purpose: 'Slot session', bookingType: 'slot_booking' },
  });

export const requestCustom = (student: SignedIn, teacher: SignedIn, dateTime: string, purpose = 'Doubts') =>
  callApi<AppointmentBody>('/student/book', {
    token: student.token,
    body: { teacherId: teacher.uid, dateTime, purpose, bookingType: 'custom_request' },
  });

export const decide = (teacher: SignedIn, id: string, status: 'approved' | 'canceled') =>
  callApi<AppointmentBody>(`/teacher/appointments/${id}`, {
    method: 'PUT',
    token: teacher.token,
    body: { status },
  });

export const cancelAsStudent = (student: SignedIn, id: string, reason?: string) =>
  callApi<AppointmentBody>(`/student/appointments/${id}/cancel`, {
    token: student.token,
    body: reason === undefined ? {} : { reason },
  });

export const cancelAsTeacher = (teacher: SignedIn, id: string, reason?: string) =>
  callApi<AppointmentBody>(`/teacher/appointments/${id}/cancel`, {
    token: teacher.token,
    body: reason === undefined ? {} : { reason },
  });

export const reschedule = (
  student: SignedIn,
  id: string,
  dateTime: string,
  bookingType: 'slot_booking' | 'custom_request' = 'slot_booking',
) =>
  callApi<AppointmentBody>(`/student/appointments/${id}/reschedule`, {
    token: student.token,
    body: { dateTime, bookingType },
  });

export interface OfficeHoursBody {
  days: number[];
  startTime: string;
  endTime: string;
  slotMinutes: number;
  fromDate: string;
  untilDate: string;
}

export const createOfficeHours = (teacher: SignedIn, body: OfficeHoursBody) =>
  callApi<{ seriesId: string; created: number; skipped: number; availableSlots: string[] }>(
    '/teacher/office-hours',
    {
      token: teacher.token,
      body,
    },
  );

/** The IST calendar date `days` after today, as 'yyyy-MM-dd'. */
export function istDateFromToday(days: number): string {
  return calendarDateText(addCalendarDays(istCalendarDate(new Date()), days));
}

export async function storedSlotCount(teacher: SignedIn): Promise<number> {
  return Number(
    (await adminDb.collection(collections.teachers).doc(teacher.uid).get()).get('availableSlotsCount'),
  );
}

/** The slot times stored on the teacher's card (what students' cards count), as ISO text in order. */
export async function cardSlotTimes(teacher: SignedIn): Promise<string[]> {
  const stored = (await adminDb.collection(collections.teachers).doc(teacher.uid).get()).get('slotTimes') as
    | Array<{ toDate(): Date }>
    | undefined;
  return (stored ?? []).map((time) => time.toDate().toISOString()).sort();
}

export async function slotTimes(teacher: SignedIn): Promise<string[]> {
  const answer = await callApi<{ availableSlots: string[] }>('/teacher/availability', {
    token: teacher.token,
  });
  return answer.body.data?.availableSlots ?? [];
}
