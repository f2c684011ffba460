// POST /admin/{students,teachers}/bulk: one decision for the selected accounts, or for every account the
// list's filter matches; the server works through them in pages and answers the counts.
import { type BulkAccountsRequest, type BulkAccountsResult, errorMessages } from '@appointments/domain';
import { apiRequest } from '@/lib/api-client';
import { bearerToken } from '@/lib/session/bearer-token';
import type { ManagedRole } from './admin-api';

export async function decideInBulk(
  role: ManagedRole,
  request: BulkAccountsRequest,
): Promise<BulkAccountsResult> {
  return apiRequest<BulkAccountsResult>(
    `/admin/${role}s/bulk`,
    role === 'student' ? errorMessages.studentStatusUpdateFailed : errorMessages.teacherStatusUpdateFailed,
    { method: 'POST', body: request, token: await bearerToken() },
  );
}
