import { doc, getDocFromServer, setDoc } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { authFromHeader } from '../../src/auth/auth-context.js';
import type { RulesHook, RulesRequest } from '../../src/index.js';
import { startTestEmulator } from '../support/harness.js';

const unsignedJwt = (payload: object) =>
  `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.`;

describe('auth context', () => {
  it('decodes unsigned emulator tokens, the owner token and nothing', () => {
    expect(authFromHeader('Bearer owner')).toEqual({ kind: 'admin' });
    expect(authFromHeader(undefined)).toEqual({ kind: 'unauthenticated' });
    expect(authFromHeader('Bearer not-a-jwt')).toEqual({ kind: 'unauthenticated' });
    const auth = authFromHeader(
      `Bearer ${unsignedJwt({ sub: 'u1', role: 'teacher', firebase: { sign_in_provider: 'password' } })}`,
    );
    expect(auth).toMatchObject({ kind: 'user', uid: 'u1', token: { role: 'teacher' } });
  });

  it('passes auth, operation, path and before/after to the rules hook, and enforces its decision', async () => {
    const seen: RulesRequest[] = [];
    const rulesHook: RulesHook = {
      authorize: (request) => {
        seen.push(request);
        return request.path.startsWith('locked/') ? { allowed: false } : { allowed: true };
      },
    };
    const emulator = await startTestEmulator({ quiet: true, rulesHook });
    const db = emulator.webFirestore({ uid: 'alice', projectId: 'demo-rules' });
    try {
      await setDoc(doc(db, 'open/one'), { v: 1 });
      await setDoc(doc(db, 'open/one'), { v: 2 });
      const write = seen.filter((r) => r.path === 'open/one').map((r) => r.operation);
      expect(write).toEqual(['create', 'update']);
      const update = seen.find((r) => r.operation === 'update');
      expect(update?.auth).toMatchObject({ kind: 'user', uid: 'alice' });
      expect(update?.before?.fields.get('v')).toEqual({ kind: 'integer', value: 1n });
      expect(update?.after?.fields.get('v')).toEqual({ kind: 'integer', value: 2n });
      await expect(setDoc(doc(db, 'locked/x'), { v: 1 })).rejects.toMatchObject({
        code: 'permission-denied',
      });
      await expect(getDocFromServer(doc(db, 'locked/x'))).rejects.toMatchObject({
        code: 'permission-denied',
      });
    } finally {
      await emulator.close();
    }
  });
});
