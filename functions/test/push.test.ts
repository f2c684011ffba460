import { collections, MAX_PUSH_DEVICES, notificationTexts, pushMessages } from '@appointments/domain';
import type { Message } from 'firebase-admin/messaging';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pushDeviceIdOf } from '../src/data/push-devices';
import { deliverPush, pushMaxAttempts } from '../src/notifications/deliver-push';
import { writeNotification } from '../src/notifications/in-app';
import { outcomeOf, type PushOutcome, type PushTransport } from '../src/notifications/push-transport';
import { bookAppointment } from '../src/services/booking';
import {
  listPushDevices,
  pushConfig,
  registerPushDevice,
  removePushDevice,
} from '../src/services/push-devices';
import { useServiceEmulator } from './support/emulator';
import { addStudent, addTeacher, customRequestToT1, hoursAfter, testNow } from './support/fixtures';
import { refusal } from './support/refusal';

const { db } = useServiceEmulator();

const token = (name: string) => `token-${name}-${'x'.repeat(140)}`;
const teacher = { uid: 't1', email: 't1@college.test' };
const student = { uid: 's1', email: 's1@college.test' };

/**
 * FCM as seen from the service: records every message and answers what the test scripted for its token
 * ('gone', 'failed' once per entry), 'sent' otherwise.
 */
function recordingTransport(script: Record<string, Array<'gone' | 'failed'>> = {}) {
  const sent: Message[] = [];
  const transport: PushTransport = {
    async sendEach(messages) {
      return messages.map((message): PushOutcome => {
        const tokenOf = 'token' in message ? message.token : '';
        sent.push(message);
        const next = script[tokenOf]?.shift();
        if (next === 'gone') return outcomeOf({ code: 'messaging/registration-token-not-registered' });
        if (next === 'failed')
          return outcomeOf({ code: 'messaging/server-unavailable', message: 'try later' });
        return outcomeOf(undefined);
      });
    },
  };
  return { transport, sent, tokens: () => sent.map((m) => ('token' in m ? m.token : '')) };
}

async function notificationIdsOf(email: string): Promise<string[]> {
  const found = await db().collection(collections.notifications).where('to', '==', email).get();
  return found.docs.map((doc) => doc.id);
}

/** A booking by the student: the teacher's notice, and its id. */
async function bookingNotice(): Promise<string> {
  await bookAppointment('s1', customRequestToT1(hoursAfter(24)), testNow);
  const [id] = await notificationIdsOf(teacher.email);
  if (!id) throw new Error('no notification');
  return id;
}

beforeEach(async () => {
  process.env.PUSH_ENABLED = 'true';
  process.env.PUSH_VAPID_KEY = 'BPublicKeyForTests';
  process.env.APP_ORIGIN = 'https://college.test';
  await addTeacher('t1');
  await addStudent('s1');
});

afterEach(() => {
  delete process.env.PUSH_ENABLED;
  delete process.env.PUSH_VAPID_KEY;
  delete process.env.APP_ORIGIN;
});

describe('push devices', () => {
  it('tells the web whether push is offered, with the key only when it is', () => {
    expect(pushConfig()).toEqual({ enabled: true, vapidKey: 'BPublicKeyForTests' });
    process.env.PUSH_ENABLED = 'false';
    expect(pushConfig()).toEqual({ enabled: false, vapidKey: null });
    process.env.PUSH_ENABLED = 'true';
    process.env.PUSH_VAPID_KEY = '';
    expect(pushConfig()).toEqual({ enabled: false, vapidKey: null });
  });

  it('registers a token once, however often the browser sends it, and moves it to whoever registers it next', async () => {
    const first = await registerPushDevice(teacher, { token: token('a'), label: 'Chrome' }, testNow);
    const again = await registerPushDevice(teacher, { token: token('a'), label: '' }, hoursAfter(1));
    expect(first.created).toBe(true);
    expect(again.created).toBe(false);
    expect(again.device).toMatchObject({ _id: pushDeviceIdOf(token('a')), label: 'Chrome' });
    expect(await listPushDevices('t1')).toHaveLength(1);

    const moved = await registerPushDevice(student, { token: token('a'), label: 'Shared PC' }, hoursAfter(2));
    expect(moved.created).toBe(true);
    expect(await listPushDevices('t1')).toEqual([]);
    expect((await listPushDevices('s1')).map((d) => d.label)).toEqual(['Shared PC']);
    const stored = await db().collection(collections.pushDevices).doc(moved.device._id).get();
    expect(stored.get('email')).toBe(student.email);
  });

  it(`keeps at most ${MAX_PUSH_DEVICES} devices a person, forgetting the one registered longest ago`, async () => {
    for (let i = 0; i <= MAX_PUSH_DEVICES; i++) {
      await registerPushDevice(teacher, { token: token(`d${i}`), label: `Device ${i}` }, hoursAfter(i));
    }
    const devices = await listPushDevices('t1');
    expect(devices).toHaveLength(MAX_PUSH_DEVICES);
    expect(devices.map((d) => d.label)).not.toContain('Device 0');
    expect(devices[0]?.label).toBe(`Device ${MAX_PUSH_DEVICES}`);
  });

  it('refuses a device while push is off, and lets only its person remove one', async () => {
    process.env.PUSH_ENABLED = 'false';
    const off = await refusal(registerPushDevice(teacher, { token: token('a'), label: '' }, testNow));
    expect([off.status, off.message]).toEqual([409, pushMessages.pushNotOffered]);

    process.env.PUSH_ENABLED = 'true';
    const { device } = await registerPushDevice(teacher, { token: token('a'), label: '' }, testNow);
    const other = await refusal(removePushDevice('s1', device._id));
    expect([other.status, other.message]).toEqual([404, pushMessages.deviceNotFound]);
    await removePushDevice('t1', device._id);
    expect(await listPushDevices('t1')).toEqual([]);
  });
});

describe('push delivery', () => {
  it('pushes each new notification once to each device of its person, with its title, body and link', async () => {
    await registerPushDevice(teacher, { token: token('phone'), label: '' }, testNow);
    await registerPushDevice(teacher, { token: token('laptop'), label: '' }, testNow);
    await registerPushDevice(student, { token: token('student'), label: '' }, testNow);
    const id = await bookingNotice();
    const fcm = recordingTransport();

    await deliverPush(id, fcm.transport);
    await deliverPush(id, fcm.transport); // the same event again: already done

    expect(fcm.tokens().sort()).toEqual([token('laptop'), token('phone')]);
    expect(fcm.sent[0]).toMatchObject({
      data: {
        notificationId: id,
        title: notificationTexts.bookingRequest.subject('Student s1'),
        body: notificationTexts.bookingRequest.customIntro('Student s1'),
        link: 'https://college.test/teacher/dashboard',
      },
    });
    const delivery = await db().collection(collections.pushDeliveries).doc(id).get();
    expect(delivery.get('state')).toBe('SUCCESS');
  });

  it('prunes a device FCM calls not registered, and keeps the others', async () => {
    await registerPushDevice(teacher, { token: token('gone'), label: '' }, testNow);
    await registerPushDevice(teacher, { token: token('kept'), label: '' }, testNow);
    const id = await bookingNotice();
    const fcm = recordingTransport({ [token('gone')]: ['gone'] });

    await deliverPush(id, fcm.transport);

    expect(fcm.tokens().sort()).toEqual([token('gone'), token('kept')]);
    const left = await listPushDevices('t1');
    expect(left.map((d) => d._id)).toEqual([pushDeviceIdOf(token('kept'))]);
  });

  it('keeps a device on a transient failure and retries only it, never pushing twice to the others', async () => {
    await registerPushDevice(teacher, { token: token('flaky'), label: '' }, testNow);
    await registerPushDevice(teacher, { token: token('fine'), label: '' }, testNow);
    const id = await bookingNotice();
    const fcm = recordingTransport({ [token('flaky')]: ['failed'] });

    // The failed attempt throws, so the platform retries the event.
    await expect(deliverPush(id, fcm.transport, testNow)).rejects.toThrow(/server-unavailable/);
    expect(await listPushDevices('t1')).toHaveLength(2);
    await deliverPush(id, fcm.transport, testNow);

    expect(fcm.tokens().sort()).toEqual([token('fine'), token('flaky'), token('flaky')]);
    const delivery = await db().collection(collections.pushDeliveries).doc(id).get();
    expect([delivery.get('state'), delivery.get('attempts')]).toEqual(['SUCCESS', 2]);
  });

  it(`stops retrying after ${pushMaxAttempts} attempts, keeping the device`, async () => {
    await registerPushDevice(teacher, { token: token('down'), label: '' }, testNow);
    const id = await bookingNotice();
    const fcm = recordingTransport({ [token('down')]: Array(pushMaxAttempts + 1).fill('failed') });
    for (let attempt = 1; attempt < pushMaxAttempts; attempt++) {
      await expect(deliverPush(id, fcm.transport, testNow)).rejects.toThrow();
    }
    await deliverPush(id, fcm.transport, testNow); // the last attempt records the failure and gives up
    await deliverPush(id, fcm.transport, testNow);
    expect(fcm.sent).toHaveLength(pushMaxAttempts);
    expect(await listPushDevices('t1')).toHaveLength(1);
  });

  it('does not push over a live claim of another attempt', async () => {
    await registerPushDevice(teacher, { token: token('a'), label: '' }, testNow);
    const id = await bookingNotice();
    const slow = recordingTransport();
    const fcm = recordingTransport();
    const first = deliverPush(
      id,
      {
        sendEach: async (messages) => {
          await deliverPush(id, fcm.transport, testNow); // a duplicate event while this one is sending
          return slow.transport.sendEach(messages);
        },
      },
      testNow,
    );
    await first;
    expect(slow.sent).toHaveLength(1);
    expect(fcm.sent).toHaveLength(0);
  });

  it('sends nothing and records nothing while push is off', async () => {
    await registerPushDevice(teacher, { token: token('a'), label: '' }, testNow);
    process.env.PUSH_ENABLED = 'false';
    const id = await bookingNotice();
    const fcm = recordingTransport();
    await deliverPush(id, fcm.transport);
    expect(fcm.sent).toEqual([]);
    expect((await db().collection(collections.pushDeliveries).doc(id).get()).exists).toBe(false);
  });

  it('pushes nothing to a suspended person, and prunes the devices of a deleted one', async () => {
    await registerPushDevice(teacher, { token: token('a'), label: '' }, testNow);
    const id = await bookingNotice();
    await db().collection(collections.teachers).doc('t1').update({ isApproved: false });
    const fcm = recordingTransport();
    await deliverPush(id, fcm.transport);
    expect(fcm.sent).toEqual([]);
    expect(await listPushDevices('t1')).toHaveLength(1);

    await db().collection(collections.teachers).doc('t1').delete();
    const batch = db().batch();
    writeNotification(batch, teacher.email, 'bookingRequests', { title: 'Later', body: '', link: '/' });
    await batch.commit();
    const [later] = (await notificationIdsOf(teacher.email)).filter((other) => other !== id);
    await deliverPush(later ?? '', fcm.transport);
    expect(fcm.sent).toEqual([]);
    expect(await listPushDevices('t1')).toEqual([]);
  });

  it('records nothing for a person without devices', async () => {
    const id = await bookingNotice();
    const fcm = recordingTransport();
    await deliverPush(id, fcm.transport);
    expect(fcm.sent).toEqual([]);
    expect((await db().collection(collections.pushDeliveries).doc(id).get()).exists).toBe(false);
  });

  it('pushes whatever the person chose for mail', async () => {
    const { saveMailPreferences } = await import('../src/services/mail-preferences');
    const { DEFAULT_MAIL_PREFERENCES } = await import('@appointments/domain');
    await saveMailPreferences('teacher', 't1', { ...DEFAULT_MAIL_PREFERENCES, bookingRequests: false });
    await registerPushDevice(teacher, { token: token('a'), label: '' }, testNow);
    const id = await bookingNotice();
    const fcm = recordingTransport();
    await deliverPush(id, fcm.transport);
    expect(fcm.tokens()).toEqual([token('a')]);
  });
});
