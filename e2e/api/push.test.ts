// Web push through the whole local stack: the devices' HTTP contract through Hosting, and each notification
// pushed by the deliverPushNotification trigger to the push sink (which stands in for FCM): exactly one send
// per event per device, a token the sink calls gone pruned, another person's device out of reach, 400s naming
// the field.
import { PUSH_DEVICE_LABEL_MAX, type PushConfig, pushMessages } from '@appointments/domain';
import type { NotificationPage, PushDeviceItem } from '@appointments/domain/documents';
import { describe, expect, it } from 'vitest';
import { type SignedIn, signedInAccount } from '../support/accounts';
import { callApi } from '../support/api';
import { failPushTo, fcmToken, markTokenGone, pushSends, pushSendsTo } from '../support/push';
import { hoursFromNow } from '../support/time';

const register = (account: SignedIn, body: unknown) =>
  callApi<{ device: PushDeviceItem }>('/notifications/devices', { token: account.token, body });
const devices = async (account: SignedIn) =>
  (await callApi<{ devices: PushDeviceItem[] }>('/notifications/devices', { token: account.token })).body.data
    ?.devices ?? [];
const remove = (account: SignedIn, id: string) =>
  callApi(`/notifications/devices/${id}`, { method: 'DELETE', token: account.token });

/** A student books one of the teacher's slots; the teacher's notice of it is what gets pushed. */
async function book(teacher: SignedIn, student: SignedIn, hours: number): Promise<string> {
  const dateTime = hoursFromNow(hours);
  const added = await callApi('/teacher/availability', { token: teacher.token, body: { slots: [dateTime] } });
  expect(added.status).toBe(201);
  const booked = await callApi('/student/book', {
    token: student.token,
    body: { teacherId: teacher.uid, dateTime, purpose: 'Push check', bookingType: 'slot_booking' },
  });
  expect(booked.status).toBe(201);
  const page = await callApi<NotificationPage>('/notifications', { token: teacher.token });
  const newest = page.body.data?.notifications[0];
  expect(newest?.kind).toBe('bookingRequests');
  return newest?._id ?? '';
}

describe('web push', () => {
  it('tells a signed-in person that push is offered, with the key to subscribe with', async () => {
    const student = await signedInAccount('student');
    const answer = await callApi<PushConfig>('/notifications/push', { token: student.token });
    expect(answer.status).toBe(200);
    expect(answer.body.data?.enabled).toBe(true);
    expect(answer.body.data?.vapidKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    expect((await callApi('/notifications/push')).status).toBe(401);
  });

  it("pushes a booking exactly once to each of the teacher's two devices, and to nobody else", async () => {
    const teacher = await signedInAccount('teacher', { name: 'Dr Push' });
    const student = await signedInAccount('student', { name: 'Push Student' });
    const [phone, laptop, studentPhone] = [fcmToken('phone'), fcmToken('laptop'), fcmToken('student')];
    const first = await register(teacher, { token: phone, label: 'Phone' });
    expect(first.status).toBe(201);
    expect(first.body.data?.device).toMatchObject({
      _id: expect.stringMatching(/^[0-9a-f]{64}$/),
      label: 'Phone',
    });
    expect(JSON.stringify(first.body)).not.toContain(phone);
    expect((await register(teacher, { token: laptop })).status).toBe(201);
    // The same browser registering again (each page load may) is the same device.
    expect((await register(teacher, { token: phone })).status).toBe(200);
    expect((await register(student, { token: studentPhone })).status).toBe(201);
    expect((await devices(teacher)).map((d) => d.label).sort()).toEqual(['', 'Phone']);

    const notificationId = await book(teacher, student, 30);
    const ofThis = (send: { message: { data?: Record<string, string> } }) =>
      send.message.data?.notificationId === notificationId;
    for (const token of [phone, laptop]) {
      const sends = await pushSendsTo(token, ofThis);
      expect(sends).toHaveLength(1);
      expect(sends[0]).toMatchObject({
        outcome: 'sent',
        message: {
          token,
          data: {
            notificationId,
            title: 'New appointment request from Push Student',
            link: expect.stringMatching(/\/teacher\/dashboard$/),
          },
        },
      });
    }
    expect(await pushSends({ notificationId })).toHaveLength(2);
    expect(await pushSends({ token: studentPhone })).toEqual([]);
  });

  it('prunes a device whose token FCM calls gone, and keeps the other', async () => {
    const teacher = await signedInAccount('teacher');
    const student = await signedInAccount('student');
    const [gone, kept] = [fcmToken('gone'), fcmToken('kept')];
    const goneId = (await register(teacher, { token: gone, label: 'Old phone' })).body.data?.device._id;
    await register(teacher, { token: kept, label: 'Laptop' });
    await markTokenGone(gone);

    const notificationId = await book(teacher, student, 32);
    const refused = await pushSendsTo(gone, (send) => send.message.data?.notificationId === notificationId);
    expect(refused.map((send) => send.outcome)).toEqual(['unregistered']);
    expect((await pushSendsTo(kept)).map((send) => send.outcome)).toEqual(['sent']);
    expect((await devices(teacher)).map((d) => d.label)).toEqual(['Laptop']);

    // Pruned: the next event is not even tried on it.
    const next = await book(teacher, student, 34);
    await pushSendsTo(kept, (send) => send.message.data?.notificationId === next);
    expect(await pushSends({ token: gone })).toHaveLength(1);
    expect((await remove(teacher, goneId ?? '')).status).toBe(404);
  });

  it('retries a transient failure for that device alone: the other device still gets exactly one', async () => {
    const teacher = await signedInAccount('teacher');
    const student = await signedInAccount('student');
    const [flaky, steady] = [fcmToken('flaky'), fcmToken('steady')];
    await register(teacher, { token: flaky });
    await register(teacher, { token: steady });
    await failPushTo(flaky, 1);

    const notificationId = await book(teacher, student, 36);
    const ofThis = (send: { message: { data?: Record<string, string> }; outcome: string }) =>
      send.message.data?.notificationId === notificationId;
    // The trigger threw after the failure; its retry sent to the flaky device only.
    const flakySends = await pushSendsTo(flaky, (send) => ofThis(send) && send.outcome === 'sent');
    expect((await pushSends({ token: flaky })).map((send) => send.outcome)).toEqual(['unavailable', 'sent']);
    expect(flakySends).toHaveLength(1);
    expect((await pushSends({ token: steady })).map((send) => send.outcome)).toEqual(['sent']);
    expect(await devices(teacher)).toHaveLength(2);
  });

  it("lets a person turn push off on their own device only, and another person's is not found", async () => {
    const teacher = await signedInAccount('teacher');
    const student = await signedInAccount('student');
    const id = (await register(teacher, { token: fcmToken('mine') })).body.data?.device._id ?? '';

    const foreign = await remove(student, id);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe(pushMessages.deviceNotFound);
    expect(await devices(teacher)).toHaveLength(1);
    expect(await devices(student)).toEqual([]);

    const removed = await remove(teacher, id);
    expect([removed.status, removed.body.message]).toEqual([200, pushMessages.deviceRemoved]);
    expect(await devices(teacher)).toEqual([]);
    expect((await remove(teacher, id)).status).toBe(404);
  });

  it('answers bad input with a 400 naming the field, and no session with a 401', async () => {
    const student = await signedInAccount('student');
    const cases: Array<[unknown, string, string]> = [
      [{}, 'token', pushMessages.tokenRequired],
      [{ token: 42 }, 'token', pushMessages.tokenRequired],
      [{ token: 'has spaces and is long enough to pass' }, 'token', pushMessages.tokenInvalid],
      [{ token: 'short' }, 'token', pushMessages.tokenInvalid],
      [
        { token: fcmToken('ok'), label: 'x'.repeat(PUSH_DEVICE_LABEL_MAX + 1) },
        'label',
        `Label must be at most ${PUSH_DEVICE_LABEL_MAX} characters`,
      ],
    ];
    for (const [body, field, message] of cases) {
      const answer = await register(student, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.errors?.[field], JSON.stringify(body)).toBe(message);
    }
    expect((await register(student, { token: fcmToken('ok'), owner: 'someone' })).status).toBe(400);
    const badId = await remove(student, 'not-a-device');
    expect(badId.status).toBe(400);
    expect(badId.body.errors).toEqual({ deviceId: pushMessages.deviceIdInvalid });
    expect((await callApi('/notifications/devices', { body: { token: fcmToken('x') } })).status).toBe(401);
    expect(await devices(student)).toEqual([]);
  });
});
