// The insights' figures, through /api only: the rollups they come from are read by no client.
import { type AdminInsights, type DayRange, type InsightsFigures, insightsTexts } from '@appointments/domain';
import { apiRequest } from '@/lib/api-client';
import { bearerToken } from '@/lib/session/bearer-token';

const query = (range: DayRange, department?: string) => {
  const params = new URLSearchParams({ from: range.from, to: range.to });
  if (department) params.set('department', department);
  return params.toString();
};

export async function fetchAdminInsights(range: DayRange, department: string): Promise<AdminInsights> {
  return apiRequest<AdminInsights>(`/admin/insights?${query(range, department)}`, insightsTexts.loadFailed, {
    token: await bearerToken(),
  });
}

export async function fetchTeacherInsights(range: DayRange): Promise<InsightsFigures> {
  return apiRequest<InsightsFigures>(`/teacher/insights?${query(range)}`, insightsTexts.loadFailed, {
    token: await bearerToken(),
  });
}
