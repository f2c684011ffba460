import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AllowAllRules } from '../../src/index.js';
import { type AdminHarness, startAdminHarness } from '../support/harness.js';

describe('HTTP routes on the gRPC port', () => {
  let h: AdminHarness;
  let base: string;
  beforeAll(async () => {
    h = await startAdminHarness();
    base = `http://${h.emulator.address}`;
  });
  afterAll(() => h.close());

  it('answers the health route', async () => {
    const response = await fetch(`${base}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
    expect(await (await fetch(`${base}/`)).text()).toBe('Ok');
  });

  it('clears one project’s data with DELETE …/documents, leaving other projects', async () => {
    await h.db.doc('a/b').set({ x: 1 });
    const other = h.emulator.service.database({ projectId: 'someone-else', databaseId: '(default)' });
    other.store.put({ path: 'keep/me', fields: new Map(), createTime: 1, updateTime: 1 });
    const response = await fetch(
      `${base}/emulator/v1/projects/${h.projectId}/databases/(default)/documents`,
      {
        method: 'DELETE',
      },
    );
    expect(response.status).toBe(200);
    expect((await h.db.doc('a/b').get()).exists).toBe(false);
    expect(other.store.get('keep/me')).toBeDefined();
  });

  it('stores security rules sent with PUT …:securityRules and rejects a malformed body', async () => {
    const ok = await fetch(`${base}/emulator/v1/projects/${h.projectId}:securityRules`, {
      method: 'PUT',
      body: JSON.stringify({
        rules: { files: [{ name: 'firestore.rules', content: 'rules_version = "2";' }] },
      }),
    });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ issues: [] });
    const bad = await fetch(`${base}/emulator/v1/projects/${h.projectId}:securityRules`, {
      method: 'PUT',
      body: '{',
    });
    expect(bad.status).toBe(400);
    expect(new AllowAllRules().authorize()).toEqual({ allowed: true });
  });

  it('answers unknown routes with 404 and echoes CORS origins', async () => {
    const response = await fetch(`${base}/nope`, { headers: { origin: 'http://localhost:5173' } });
    expect(response.status).toBe(404);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
  });
});
