// The roster calls, through /api only: the rules let no client read the roster records.
import type { RosterPreview, RosterResult, RosterRole, SuspendAbsentResult } from '@appointments/domain';
import { rosterTexts } from '@appointments/domain';
import { apiRequest } from '@/lib/api-client';
import { bearerToken } from '@/lib/session/bearer-token';

const pathOf = (role: RosterRole) => `/admin/roster/${role}s`;

/** What applying the whole file would do, and who a previous roster created that it leaves out. */
export async function previewRoster(
  role: RosterRole,
  text: string,
  fileName: string,
): Promise<RosterPreview> {
  const query = new URLSearchParams({ fileName });
  return apiRequest<RosterPreview>(`${pathOf(role)}?${query}`, rosterTexts.failed, {
    method: 'POST',
    rawBody: { type: 'text/csv', text },
    token: await bearerToken(),
  });
}

/** Applies one part of the file (its header and a run of rows starting at `firstLine`). */
export async function applyRosterPart(
  role: RosterRole,
  part: { text: string; firstLine: number },
  fileName: string,
): Promise<RosterResult> {
  const query = new URLSearchParams({ apply: 'true', firstLine: String(part.firstLine), fileName });
  return apiRequest<RosterResult>(`${pathOf(role)}?${query}`, rosterTexts.failed, {
    method: 'POST',
    rawBody: { type: 'text/csv', text: part.text },
    token: await bearerToken(),
  });
}

export async function suspendAbsent(role: RosterRole, ids: string[]): Promise<SuspendAbsentResult> {
  return apiRequest<SuspendAbsentResult>(`${pathOf(role)}/suspend-absent`, rosterTexts.failed, {
    method: 'POST',
    body: { ids },
    token: await bearerToken(),
  });
}
