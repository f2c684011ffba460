// No mail is lost when the mail server restarts: with the sink's SMTP side away longer than the
// trigger's retries, the mail is left in ERROR; once the server is back, the redelivery job (run here
// through the internal route, as the stack's interval does every minute) sends it, exactly once.
import { collections, notificationTexts } from '@appointments/domain';
import type { DocumentReference } from 'firebase-admin/firestore';
import { afterEach, describe, expect, it } from 'vitest';
import { signedInAccount } from '../support/accounts';
import { adminDb } from '../support/admin';
import { callApi } from '../support/api';
import { mailsTo, mailsWithSubject, startMailServer, stopMailServer } from '../support/mail';
import { hoursFromNow } from '../support/time';

interface Delivery {
  state: string;
  attempts: number;
  error: string | null;
}

async function deliveryOf(ref: DocumentReference): Promise<Delivery | undefined> {
  return (await ref.get()).get('delivery') as Delivery | undefined;
}

afterEach(async () => {
  await startMailServer();
});

describe('mail redelivery', { timeout: 180_000 }, () => {
  it('keeps a mail through a mail-server restart and delivers it once the server is back', async () => {
    const teacher = await signedInAccount('teacher', { name: 'Dr Restart', subject: 'Physics' });
    const student = await signedInAccount('student', { name: 'Restart Student' });
    const slot = hoursFromNow(60);
    expect(
      (await callApi('/teacher/availability', { token: teacher.token, body: { slots: [slot] } })).status,
    ).toBe(201);

    await stopMailServer();
    const booked = await callApi('/student/book', {
      token: student.token,
      body: { teacherId: teacher.uid, dateTime: slot, purpose: 'Restart check', bookingType: 'slot_booking' },
    });
    expect(booked.status).toBe(201);
    const queued = await adminDb.collection(collections.mail).where('to', '==', teacher.email).get();
    expect(queued.size).toBe(1);
    const ref = queued.docs[0]?.ref;
    if (!ref) throw new Error('unreachable');

    // The trigger tries, records ERROR each time, and gives up after its retries: the mail stays.
    // (The stack's own interval may run the redelivery job meanwhile, hence "at least".)
    await expect
      .poll(async () => (await deliveryOf(ref))?.attempts ?? 0, { timeout: 90_000, interval: 250 })
      .toBeGreaterThanOrEqual(5);
    await expect.poll(async () => (await deliveryOf(ref))?.state, { timeout: 10_000 }).toBe('ERROR');
    expect((await deliveryOf(ref))?.error).toMatch(/ECONNREFUSED|connect/i);
    expect(await mailsTo(teacher.email)).toEqual([]);

    // While the server is still away, the job tries again and the mail stays in ERROR.
    const before = (await deliveryOf(ref))?.attempts ?? 0;
    const stillAway = await callApi('/internal/run-mail-redelivery', { method: 'POST', body: {} });
    expect(stillAway.status).toBe(200);
    const after = await deliveryOf(ref);
    expect(after?.state).toBe('ERROR');
    expect(after?.attempts).toBeGreaterThan(before);

    await startMailServer();
    const run = await callApi('/internal/run-mail-redelivery', { method: 'POST', body: {} });
    expect(run.status).toBe(200);
    await callApi('/internal/run-mail-redelivery', { method: 'POST', body: {} });

    const mails = await mailsWithSubject(
      teacher.email,
      notificationTexts.bookingRequest.subject('Restart Student'),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('Restart check');
    expect(await deliveryOf(ref)).toMatchObject({ state: 'SUCCESS', error: null });
  });
});
