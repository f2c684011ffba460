// Reset links and rate-limit counters do not pile up: the TTL policies of firestore.indexes.json
// remove expired ones (the stack's emulator honours them), and deleting an account takes its links.
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { approveDirectly, registerAccount, signedInAdmin } from '../../support/accounts';
import { adminDb } from '../../support/admin';
import { callApi } from '../../support/api';

async function gone(path: string, timeoutMs = 10_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!(await adminDb.doc(path).get()).exists) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

describe('expired documents', () => {
  it('an expired reset link and an expired rate-limit counter disappear; a live one stays', async () => {
    const past = Timestamp.fromMillis(Date.now() - 60_000);
    const stamp = Date.now().toString(36);
    await adminDb.doc(`passwordResets/expired-${stamp}`).set({ uid: 'x', expiresAt: past, usedAt: null });
    await adminDb.doc(`rateLimits/expired-${stamp}`).set({ scope: 'test', count: 1, expiresAt: past });
    await adminDb
      .doc(`passwordResets/live-${stamp}`)
      .set({ uid: 'x', expiresAt: Timestamp.fromMillis(Date.now() + 600_000), usedAt: null });

    expect(await gone(`passwordResets/expired-${stamp}`)).toBe(true);
    expect(await gone(`rateLimits/expired-${stamp}`)).toBe(true);
    expect((await adminDb.doc(`passwordResets/live-${stamp}`).get()).exists).toBe(true);
  });

  it('deleting an account deletes its reset links', async () => {
    const admin = await signedInAdmin();
    const student = await registerAccount('student');
    await approveDirectly(student, 'student');
    expect((await callApi('/auth/forgot-password', { body: { email: student.email } })).status).toBe(200);
    const links = () => adminDb.collection('passwordResets').where('uid', '==', student.uid).get();
    // The link is written while the answer waits out its fixed time; allow a slow machine a moment more.
    for (let waited = 0; (await links()).size === 0 && waited < 5000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect((await links()).size).toBe(1);

    const deleted = await callApi(`/admin/student/${student.uid}`, { method: 'DELETE', token: admin.token });
    expect(deleted.status).toBe(200);
    expect((await links()).size).toBe(0);
  });
});
