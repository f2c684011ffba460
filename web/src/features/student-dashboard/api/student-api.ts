// The dashboard's writes and the reads Firestore rules do not cover (the teacher matcher and
// the rating view are the API's); every call carries the session's current ID token.
import {
  type BookingPayload,
  errorMessages,
  matchingMessages,
  type RatingPayload,
  type RatingStatus,
  type ReschedulePayload,
  sessionRecordErrors,
  type TeacherMatch,
} from '@appointments/domain';
import { apiRequest } from '@/lib/api-client';
import { bearerToken } from '@/lib/session/bearer-token';

export async function fetchMyRating(teacherId: string): Promise<RatingStatus> {
  return apiRequest<RatingStatus>(
    `/student/rating/${encodeURIComponent(teacherId)}`,
    errorMessages.ratingLoadFailed,
    { token: await bearerToken() },
  );
}

export async function bookAppointment(payload: BookingPayload): Promise<unknown> {
  return apiRequest('/student/book', errorMessages.bookingFailed, {
    method: 'POST',
    body: payload,
    token: await bearerToken(),
  });
}

export async function rateTeacher(payload: RatingPayload): Promise<unknown> {
  return apiRequest('/student/rate-teacher', errorMessages.ratingSubmitFailed, {
    method: 'POST',
    body: payload,
    token: await bearerToken(),
  });
}

export async function cancelMyAppointment(id: string, reason: string): Promise<unknown> {
  return apiRequest(
    `/student/appointments/${encodeURIComponent(id)}/cancel`,
    errorMessages.appointmentStatusUpdateFailed,
    {
      method: 'POST',
      body: { reason },
      token: await bearerToken(),
    },
  );
}

export async function rescheduleMyAppointment(id: string, payload: ReschedulePayload): Promise<unknown> {
  return apiRequest(
    `/student/appointments/${encodeURIComponent(id)}/reschedule`,
    errorMessages.bookingFailed,
    {
      method: 'POST',
      body: payload,
      token: await bearerToken(),
    },
  );
}

export async function findMatchingTeachers(need: string): Promise<TeacherMatch[]> {
  return apiRequest<TeacherMatch[]>('/student/match', matchingMessages.matchingUnavailable, {
    method: 'POST',
    body: { need },
    token: await bearerToken(),
  });
}

/** "I'm here": the teacher's card shows the check-in live. */
export async function checkInToSession(id: string): Promise<unknown> {
  return apiRequest(
    `/student/appointments/${encodeURIComponent(id)}/check-in`,
    sessionRecordErrors.checkInFailed,
    { method: 'POST', body: {}, token: await bearerToken() },
  );
}
