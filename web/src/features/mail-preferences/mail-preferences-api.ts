import { type MailPreferences, mailPreferencesTexts } from '@appointments/domain';
import { apiRequest } from '@/lib/api-client';
import { bearerToken } from '@/lib/session/bearer-token';

export async function fetchMailPreferences(): Promise<MailPreferences> {
  return apiRequest<MailPreferences>('/mail-preferences', mailPreferencesTexts.loadFailed, {
    token: await bearerToken(),
  });
}

export async function saveMailPreferences(preferences: MailPreferences): Promise<MailPreferences> {
  return apiRequest<MailPreferences>('/mail-preferences', mailPreferencesTexts.saveFailed, {
    method: 'PUT',
    body: preferences,
    token: await bearerToken(),
  });
}
