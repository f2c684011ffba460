// Every write of the teacher dashboard goes through /api (the rules deny client writes).
import {
  errorMessages,
  groupSessionTexts,
  messagesTexts,
  type OfficeHoursPayload,
  type SlotPlaceInput,
} from '@appointments/domain';
import { apiRequest } from '@/lib/api-client';
import { bearerToken } from '@/lib/session/bearer-token';

export type TeacherDecision = 'approved' | 'canceled';

export async function addAvailabilitySlot(
  slotIso: string,
  place?: SlotPlaceInput,
  seats?: { capacity: number; autoApprove: boolean },
): Promise<unknown> {
  // A one-seat slot is sent as a bare time, as before groups existed.
  const slot = seats && seats.capacity > 1 ? { dateTime: slotIso, ...seats } : slotIso;
  return apiRequest('/teacher/availability', errorMessages.addSlotFailed, {
    method: 'POST',
    body: { slots: [slot], ...(place ? { place } : {}) },
    token: await bearerToken(),
  });
}

/** Writes to every attendee of the group session at the slot `slotKey`. */
export async function messageGroupSession(slotKey: string, message: string): Promise<{ sent: number }> {
  return apiRequest(`/teacher/sessions/${encodeURIComponent(slotKey)}/message`, messagesTexts.sendFailed, {
    method: 'POST',
    body: { message },
    token: await bearerToken(),
  });
}

/** Calls the whole group session off, with the reason every attendee is mailed. */
export async function cancelGroupSession(slotKey: string, reason: string): Promise<{ canceled: number }> {
  return apiRequest(
    `/teacher/sessions/${encodeURIComponent(slotKey)}/cancel`,
    errorMessages.appointmentStatusUpdateFailed,
    { method: 'POST', body: { reason }, token: await bearerToken() },
  );
}

/** Sets the seats of the session at the slot `slotKey`; seats added go to its waitlist first. */
export async function changeGroupSessionSeats(
  slotKey: string,
  capacity: number,
): Promise<{ capacity: number; seatsLeft: number }> {
  return apiRequest(
    `/teacher/sessions/${encodeURIComponent(slotKey)}/capacity`,
    groupSessionTexts.seatsFailed,
    {
      method: 'PUT',
      body: { capacity },
      token: await bearerToken(),
    },
  );
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

export async function cancelSession(id: string, reason: string): Promise<unknown> {
  return apiRequest(
    `/teacher/appointments/${encodeURIComponent(id)}/cancel`,
    errorMessages.appointmentStatusUpdateFailed,
    { method: 'POST', body: { reason }, token: await bearerToken() },
  );
}

/** A weekly office-hours series as GET /teacher/office-hours lists it. */
export interface OfficeHoursSeries extends OfficeHoursPayload {
  _id: string;
  slotCount: number;
  createdAt: string;
}

export async function fetchOfficeHours(): Promise<OfficeHoursSeries[]> {
  return apiRequest<OfficeHoursSeries[]>('/teacher/office-hours', errorMessages.availabilityLoadFailed, {
    token: await bearerToken(),
  });
}

export async function createOfficeHours(
  definition: OfficeHoursPayload,
): Promise<{ created: number; skipped: number }> {
  return apiRequest<{ created: number; skipped: number }>(
    '/teacher/office-hours',
    errorMessages.addSlotFailed,
    {
      method: 'POST',
      body: definition,
      token: await bearerToken(),
    },
  );
}

export async function removeOfficeHours(seriesId: string): Promise<{ removed: number }> {
  return apiRequest<{ removed: number }>(
    `/teacher/office-hours/${encodeURIComponent(seriesId)}`,
    errorMessages.removeSlotFailed,
    { method: 'DELETE', token: await bearerToken() },
  );
}
