// A test file that needs the college's settings changed: an admin sets them before its tests and puts back
// what was there after, so the files that run later see the settings they expect.
import type { CollegeSettings } from '@appointments/domain';
import { afterAll, beforeAll, expect } from 'vitest';
import { type SignedIn, signedInAdmin } from './accounts';
import { callApi } from './api';

export interface CollegeSettingsChanger {
  /** The admin who changes them (set once the file's setup ran). */
  admin(): SignedIn;
  /** Changes them again within the file (restored with the rest afterwards). */
  put(change: Partial<Record<keyof CollegeSettings, unknown>>): Promise<void>;
}

export function withCollegeSettings(
  change: Partial<Record<keyof CollegeSettings, unknown>>,
): CollegeSettingsChanger {
  let admin: SignedIn | undefined;
  let before: CollegeSettings | undefined;
  const put = async (next: Partial<Record<keyof CollegeSettings, unknown>>) => {
    const answer = await callApi('/admin/settings', { method: 'PUT', token: admin?.token, body: next });
    expect(answer.status).toBe(200);
  };
  beforeAll(async () => {
    admin = await signedInAdmin();
    before = (await callApi<CollegeSettings>('/admin/settings', { token: admin.token })).body.data;
    await put(change);
  });
  afterAll(async () => {
    if (!before) return;
    await put(
      Object.fromEntries(
        Object.keys(change).map((section) => [section, before?.[section as keyof CollegeSettings]]),
      ),
    );
  });
  return {
    admin: () => {
      if (!admin) throw new Error('The settings are changed in beforeAll; ask for the admin inside a test');
      return admin;
    },
    put,
  };
}
