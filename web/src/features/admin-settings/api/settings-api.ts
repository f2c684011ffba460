// The college's settings and the audit log, through /api only: the rules let no client read either.
import type { AuditLogPage, CollegeSettings } from '@appointments/domain';
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
