import { calendarFeedTexts } from '@appointments/domain';
import { apiRequest } from '@/lib/api-client';
import { bearerToken } from '@/lib/session/bearer-token';

export async function fetchFeedAddress(): Promise<string> {
  const { url } = await apiRequest<{ url: string }>('/calendar/feed', calendarFeedTexts.loadFailed, {
    token: await bearerToken(),
  });
  return url;
}

export async function rotateFeedAddress(): Promise<string> {
  const { url } = await apiRequest<{ url: string }>('/calendar/feed/rotate', calendarFeedTexts.loadFailed, {
    method: 'POST',
    token: await bearerToken(),
  });
  return url;
}
