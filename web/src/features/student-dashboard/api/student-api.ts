// The dashboard's writes and the reads Firestore rules do not cover (statistics are aggregations, the
// rating view is the API's); every call carries the session's current ID token.
import {
  type BookingPayload,
  errorMessages,
  type RatingPayload,
  type RatingStatus,
  type ReschedulePayload,
  type StudentDashboardStats,
} from '@appointments/domain';
import { apiRequest } from '@/lib/api-client';
import { bearerToken } from '@/lib/session/bearer-token';

export async function fetchStudentStats(): Promise<StudentDashboardStats> {
  return apiRequest<StudentDashboardStats>('/student/stats', errorMessages.statsLoadFailed, {
    token: await bearerToken(),
  });
}

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
