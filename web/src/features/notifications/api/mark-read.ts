import type { ReadNotificationsRequest, ReadNotificationsResult } from '@appointments/domain';
import { apiRequest } from '@/lib/api-client';
import { bearerToken } from '@/lib/session/bearer-token';
import { notificationCenterTexts } from '../texts';

/** POST /notifications/read: the live list shows the change by itself. */
export async function markNotificationsRead(
  request: ReadNotificationsRequest,
): Promise<ReadNotificationsResult> {
  return apiRequest<ReadNotificationsResult>('/notifications/read', notificationCenterTexts.markFailed, {
    method: 'POST',
    body: request,
    token: await bearerToken(),
  });
}
