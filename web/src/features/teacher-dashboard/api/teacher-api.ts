// Every write of the teacher dashboard goes through /api (the rules deny client writes).
import { errorMessages, type TeacherDashboardStats } from '@appointments/domain';
import { apiRequest } from '@/lib/api-client';
import { bearerToken } from '@/lib/session/bearer-token';

export type TeacherDecision = 'approved' | 'canceled';

export async function fetchTeacherStats(): Promise<TeacherDashboardStats> {
  return apiRequest<TeacherDashboardStats>('/teacher/stats', errorMessages.statsLoadFailed, {
    token: await bearerToken(),
  });
}

export async function addAvailabilitySlot(slotIso: string): Promise<unknown> {
  return apiRequest('/teacher/availability', errorMessages.addSlotFailed, {
    method: 'POST',
    body: { slots: [slotIso] },
    token: await bearerToken(),
  });
}

export async function removeAvailabilitySlot(slotIso: string): Promise<unknown> {
  return apiRequest('/teacher/availability', errorMessages.removeSlotFailed, {
    method: 'DELETE',
    body: { slotDateTime: slotIso },
    token: await bearerToken(),
  });
}

export async function decideAppointment(id: string, status: TeacherDecision): Promise<unknown> {
  return apiRequest(
    `/teacher/appointments/${encodeURIComponent(id)}`,
    errorMessages.appointmentStatusUpdateFailed,
    {
      method: 'PUT',
      body: { status },
      token: await bearerToken(),
    },
  );
}
