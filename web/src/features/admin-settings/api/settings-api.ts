// The college's settings and the audit log, through /api only: the rules let no client read either.
import {
  type AuditLogPage,
  type BookingPause,
  type CollegeSettings,
  sessionRecordErrors,
} from '@appointments/domain';
import { apiRequest } from '@/lib/api-client';
import { bearerToken } from '@/lib/session/bearer-token';

const settingsLoadFailed = 'Could not load the settings. Please try again.';
const settingsSaveFailed = 'Could not save the settings. Please try again.';
const auditLoadFailed = 'Could not load the audit log. Please try again.';

export async function fetchSettings(): Promise<CollegeSettings> {
  return apiRequest<CollegeSettings>('/admin/settings', settingsLoadFailed, { token: await bearerToken() });
}

/** Sends the settings (any part); answers the whole document as stored. A 400 carries a message per field. */
export async function saveSettings(change: unknown): Promise<CollegeSettings> {
  return apiRequest<CollegeSettings>('/admin/settings', settingsSaveFailed, {
    method: 'PUT',
    body: change,
    token: await bearerToken(),
  });
}

export async function fetchAuditPage(options: {
  cursor?: string | null;
  search?: string;
}): Promise<AuditLogPage> {
  const query = new URLSearchParams();
  if (options.cursor) query.set('cursor', options.cursor);
  if (options.search?.trim()) query.set('search', options.search.trim());
  const text = query.toString();
  const suffix = text ? `?${text}` : '';
  return apiRequest<AuditLogPage>(`/admin/audit${suffix}`, auditLoadFailed, { token: await bearerToken() });
}

/** A student whose new bookings the no-show policy pauses. */
export interface PausedStudent {
  _id: string;
  name: string;
  email: string;
  bookingPause: BookingPause;
}

export async function fetchPausedStudents(): Promise<PausedStudent[]> {
  return apiRequest<PausedStudent[]>('/admin/booking-pauses', sessionRecordErrors.pausesLoadFailed, {
    token: await bearerToken(),
  });
}

export async function liftPause(studentId: string): Promise<unknown> {
  return apiRequest(
    `/admin/booking-pauses/${encodeURIComponent(studentId)}`,
    sessionRecordErrors.liftFailed,
    {
      method: 'DELETE',
      token: await bearerToken(),
    },
  );
}
