import { type PushConfig, pushTexts, type RegisterPushDeviceRequest } from '@appointments/domain';
import type { PushDeviceItem } from '@appointments/domain/documents';
import { apiRequest } from '@/lib/api-client';
import { bearerToken } from '@/lib/session/bearer-token';

/** GET /notifications/push: whether the college sends web push, and the key to subscribe with. */
export async function fetchPushConfig(): Promise<PushConfig> {
  return apiRequest<PushConfig>('/notifications/push', pushTexts.failed, { token: await bearerToken() });
}

export async function listPushDevices(): Promise<PushDeviceItem[]> {
  const answer = await apiRequest<{ devices: PushDeviceItem[] }>('/notifications/devices', pushTexts.failed, {
    token: await bearerToken(),
  });
  return answer.devices;
}

export async function registerPushDevice(request: RegisterPushDeviceRequest): Promise<PushDeviceItem> {
  const answer = await apiRequest<{ device: PushDeviceItem }>('/notifications/devices', pushTexts.failed, {
    method: 'POST',
    body: request,
    token: await bearerToken(),
  });
  return answer.device;
}

export async function removePushDevice(id: string): Promise<void> {
  await apiRequest<unknown>(`/notifications/devices/${id}`, pushTexts.failed, {
    method: 'DELETE',
    token: await bearerToken(),
  });
}
