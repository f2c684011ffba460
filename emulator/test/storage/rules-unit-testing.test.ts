import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StorageAuthorizationRequest } from '../../src/storage/index.js';
import { startTestEmulator, uniqueProjectId } from '../support/harness.js';

type Harness = Awaited<ReturnType<typeof startTestEmulator>>;

const RULES = `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /{allPaths=**} { allow read, write: if request.auth != null; }
  }
}`;

describe('@firebase/rules-unit-testing against the Storage emulator', () => {
  let server: Harness;
  let env: RulesTestEnvironment;
  const projectId = uniqueProjectId();
  const requests: StorageAuthorizationRequest[] = [];

  beforeAll(async () => {
    server = await startTestEmulator({
      projectId,
      // Stands in for the rules engine: only signed-in users pass.
      storageAuthorizer: {
        authorize: (request) => {
          requests.push(request);
          return { allowed: request.auth !== null };
        },
      },
    });
    env = await server.rulesTestEnv({ storage: { rules: RULES } });
  });

  afterAll(async () => {
    await server.close();
  });

  it('loads rules through PUT /internal/setRules', () => {
    expect(server.storageEmulator.currentRules()).toEqual({
      files: [{ name: 'storage.rules', content: RULES }],
    });
  });

  it('passes the mock user token to the authorizer and refuses anonymous writes', async () => {
    const bob = env.authenticatedContext('bob', { admin: true }).storage();
    await bob.ref('bob/file.txt').put(new TextEncoder().encode('hi'), { contentType: 'text/plain' });
    const write = requests.findLast((r) => r.method === 'create');
    expect(write?.auth?.uid).toBe('bob');
    expect(write?.auth?.token.admin).toBe(true);
    expect(write?.path).toBe(`/b/${projectId}/o/bob/file.txt`);

    const anonymous = env.unauthenticatedContext().storage();
    await expect(anonymous.ref('anon.txt').put(new Uint8Array([1]))).rejects.toMatchObject({
      code: 'storage/unauthorized',
    });
  });

  it('clearStorage deletes objects with the owner token, bypassing rules', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      await context
        .storage()
        .ref('top.txt')
        .put(new Uint8Array([1, 2, 3]));
    });
    const before = requests.length;
    await env.clearStorage();
    expect(requests.length).toBe(before); // owner requests never reach the authorizer
    const listing = await fetch(`${server.storageUrl}/b/${projectId}/o?delimiter=/`);
    const body = (await listing.json()) as { items: { name: string }[]; prefixes: string[] };
    expect(body.items).toEqual([]);
    // Like the official emulator, clearStorage only removes top-level objects; nested ones remain.
    expect(body.prefixes).toEqual(['bob/']);
  });

  it('rejects a malformed setRules body with 400', async () => {
    const response = await fetch(`${server.storageUrl}/internal/setRules`, {
      method: 'PUT',
      body: '{"rules":{}}',
    });
    expect(response.status).toBe(400);
  });
});
