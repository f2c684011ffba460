// Every write of the admin panel goes through /api (the rules deny client writes), as do the statistics and
// counts (the role counters, and aggregations for a search or filter) and the CSV files (built on the server from the stored data).
import {
  type AccountCounts,
  type AdminDashboardStats,
  errorMessages,
  type NewTeacherPayload,
  type Teacher,
} from '@appointments/domain';
import { apiRequest } from '@/lib/api-client';
import { bearerToken } from '@/lib/session/bearer-token';

export type ManagedRole = 'student' | 'teacher';

/**
 * `fresh`: counted now rather than taken from the stored role counters, which a trigger brings up to date a
 * moment after each write: asked after the panel saw an account change, and by Refresh.
 */
export async function fetchAdminStats(fresh: boolean): Promise<AdminDashboardStats> {
  const query = fresh ? '?fresh=true' : '';
  return apiRequest<AdminDashboardStats>(`/admin/dashboard-stats${query}`, errorMessages.statsLoadFailed, {
    token: await bearerToken(),
  });
}

export async function approveAccount(role: ManagedRole, id: string): Promise<void> {
  await apiRequest(
    `/admin/approve-${role}/${encodeURIComponent(id)}`,
    role === 'student' ? errorMessages.approveStudentFailed : errorMessages.approveTeacherFailed,
    { method: 'PUT', body: { isApproved: true }, token: await bearerToken() },
  );
}

/** Approve or suspend from the management lists, whose failures speak of the status update. */
export async function setAccountStatus(role: ManagedRole, id: string, approved: boolean): Promise<void> {
  await apiRequest(
    `/admin/${approved ? 'approve' : 'suspend'}-${role}/${encodeURIComponent(id)}`,
    role === 'student' ? errorMessages.studentStatusUpdateFailed : errorMessages.teacherStatusUpdateFailed,
    { method: 'PUT', body: { isApproved: approved }, token: await bearerToken() },
  );
}

export interface DeletionSummary {
  name: string;
}

export async function deleteAccount(role: ManagedRole, id: string): Promise<DeletionSummary> {
  return apiRequest<DeletionSummary>(
    `/admin/${role}/${encodeURIComponent(id)}`,
    role === 'student' ? errorMessages.deleteStudentFailed : errorMessages.deleteTeacherFailed,
    { method: 'DELETE', token: await bearerToken() },
  );
}

export async function createTeacher(payload: NewTeacherPayload): Promise<Teacher> {
  return apiRequest<Teacher>('/admin/teacher', errorMessages.addTeacherFailed, {
    method: 'POST',
    body: payload,
    token: await bearerToken(),
  });
}

/** GET /admin/{students,teachers}/counts: the list's counts (`fresh` as for the statistics). */
export async function fetchAccountCounts(
  role: ManagedRole,
  criteria: { search: string; status: string; department: string },
  departments: readonly string[] | null = null,
  fresh = false,
): Promise<AccountCounts> {
  const params = new URLSearchParams({ search: criteria.search, status: criteria.status });
  if (fresh) params.set('fresh', 'true');
  if (role === 'teacher' && criteria.department) params.set('department', criteria.department);
  if (role === 'teacher' && departments) {
    params.set('departmentCounts', 'true');
    for (const name of departments) params.append('departments', name);
  }
  return apiRequest<AccountCounts>(
    `/admin/${role}s/counts?${params}`,
    role === 'student' ? errorMessages.studentsLoadFailed : errorMessages.teachersLoadFailed,
    { token: await bearerToken() },
  );
}
