import { collections, DEMO_ACCOUNTS } from '@appointments/domain';
import { describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { callApi } from '../support/api';

describe('demo data', () => {
  it.each(Object.entries(DEMO_ACCOUNTS))(
    'lets the demo %s log in with the hinted password',
    async (role, account) => {
      const answer = await callApi<{ role: string }>('/auth/login', {
        body: { email: account.email, password: account.password },
      });
      expect(answer.status).toBe(200);
      expect(answer.body.data?.role).toBe(role);
    },
  );

  it('holds appointments in every status, pending accounts, ratings, slots and messages', async () => {
    const appointments = await adminDb.collection(collections.appointments).get();
    const statuses = new Set(appointments.docs.map((doc) => doc.get('status')));
    expect([...statuses].sort()).toEqual(['approved', 'canceled', 'completed', 'pending']);
    expect(appointments.docs.some((doc) => doc.get('autoUpdated') === true)).toBe(true);
    const pendingStudents = await adminDb
      .collection(collections.students)
      .where('isApproved', '==', false)
      .count()
      .get();
    expect(pendingStudents.data().count).toBeGreaterThanOrEqual(4);
    const pendingTeachers = await adminDb
      .collection(collections.teachers)
      .where('isApproved', '==', false)
      .count()
      .get();
    expect(pendingTeachers.data().count).toBeGreaterThanOrEqual(2);
    expect((await adminDb.collection(collections.ratings).count().get()).data().count).toBeGreaterThan(0);
    expect((await adminDb.collectionGroup('slots').count().get()).data().count).toBeGreaterThan(20);
    expect((await adminDb.collectionGroup('messages').count().get()).data().count).toBeGreaterThan(0);
  });
});
