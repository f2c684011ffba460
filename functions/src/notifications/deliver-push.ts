// Pushes one new notification to every device of its person (docs/operations.md, "Web push"), once per device.
// The trigger fires after the notification's transaction committed. A claim on `pushDeliveries/{id}` in a
// transaction keeps a repeated event from running beside a live attempt; the devices already done are recorded
// there, so a retry (the platform retries while this throws) sends only to the devices a transient failure
// kept. A token FCM calls gone is pruned at once. Mail choices do not apply (as in the app); a suspended or
// deleted person gets nothing (a deleted person's devices are pruned).
import { pushTexts } from '@appointments/domain';
import {
  buildDocument,
  type NotificationDocument,
  type PushDeliveryDocument,
  type PushDeviceDocument,
  pushDeliveryDocument,
} from '@appointments/domain/documents';
import { Timestamp } from 'firebase-admin/firestore';
import type { Message } from 'firebase-admin/messaging';
import { adminRef, studentRef, teacherRef } from '../data/accounts';
import { pushDeliveriesCollection, pushDeviceRef, pushDevicesOf } from '../data/push-devices';
import { db } from '../lib/firebase';
import { appOriginParam } from '../lib/mail-params';
import { pushEnabled } from '../lib/push-params';
import { notificationsCollection } from './in-app';
import { configuredPushTransport, type PushTransport } from './push-transport';

/** The trigger's own retries stop here; a device still failing then is left for the next notification. */
export const pushMaxAttempts = 5;
const leaseMs = 60_000;

type Claimed = { done: Set<string>; attempts: number } | null;

async function claim(id: string, notification: NotificationDocument, now: Date): Promise<Claimed> {
  const ref = pushDeliveriesCollection().doc(id);
  return db().runTransaction(async (transaction) => {
    const stored = (await transaction.get(ref)).data();
    if (stored?.state === 'SUCCESS') return null;
    const attempts = stored?.attempts ?? 0;
    if (attempts >= pushMaxAttempts) return null;
    if (stored?.state === 'PROCESSING' && (stored.leaseExpireTime?.toMillis() ?? 0) > now.getTime())
      return null;
    const claimed: PushDeliveryDocument = buildDocument(pushDeliveryDocument, {
      state: 'PROCESSING',
      attempts: attempts + 1,
      done: stored?.done ?? [],
      error: stored?.error ?? null,
      leaseExpireTime: Timestamp.fromMillis(now.getTime() + leaseMs),
      updatedAt: Timestamp.fromDate(now),
      expireAt: notification.expireAt as Timestamp,
    });
    transaction.set(ref, claimed);
    return { done: new Set(claimed.done), attempts: claimed.attempts };
  });
}

type Device = { id: string; stored: PushDeviceDocument };

/** Whether the person behind a device may be told anything: approved (students and teachers) or an admin. */
async function accountStanding(uid: string): Promise<'active' | 'suspended' | 'deleted'> {
  const [student, teacher, admin] = await Promise.all([
    studentRef(uid).get(),
    teacherRef(uid).get(),
    adminRef(uid).get(),
  ]);
  if (admin.exists) return 'active';
  const account = student.exists ? student : teacher.exists ? teacher : null;
  if (!account) return 'deleted';
  return account.data()?.isApproved ? 'active' : 'suspended';
}

/** The devices to push to: those of the addressee whose account may hear; a deleted account's are pruned. */
async function recipientDevices(email: string): Promise<Device[]> {
  const found = await pushDevicesOf(email).get();
  const devices = found.docs.map((doc) => ({ id: doc.id, stored: doc.data() }));
  const standings = new Map<string, Awaited<ReturnType<typeof accountStanding>>>();
  for (const uid of new Set(devices.map((device) => device.stored.uid))) {
    standings.set(uid, await accountStanding(uid));
  }
  const gone = devices.filter((device) => standings.get(device.stored.uid) === 'deleted');
  if (gone.length > 0) await pruneDevices(gone.map((device) => device.id));
  return devices.filter((device) => standings.get(device.stored.uid) === 'active');
}

async function pruneDevices(ids: string[]): Promise<void> {
  const batch = db().batch();
  for (const id of ids) batch.delete(pushDeviceRef(id));
  await batch.commit();
}

/**
 * A data message: the app's service worker shows it (web/src/service-worker/push.ts) with the notice's
 * title, body and a link to what it is about, so nothing but the app decides how it looks.
 */
/** The notice's link as an address of the app (APP_ORIGIN, as mails link); the bare path if the origin is unset. */
function absoluteLink(path: string): string {
  try {
    return new URL(path, appOriginParam.value()).href;
  } catch {
    return path;
  }
}

export function pushMessageFor(
  token: string,
  notificationId: string,
  notification: NotificationDocument,
): Message {
  return {
    token,
    data: {
      notificationId,
      title: notification.title || pushTexts.defaultTitle,
      body: notification.body,
      link: absoluteLink(notification.link),
    },
    webpush: { headers: { Urgency: 'high', TTL: String(24 * 60 * 60) } },
  };
}

export async function deliverPush(
  notificationId: string,
  transport: PushTransport = configuredPushTransport(),
  now: Date = new Date(),
): Promise<void> {
  // Off: nothing sent, nothing recorded.
  if (!pushEnabled.value()) return;
  const notification = (await notificationsCollection().doc(notificationId).get()).data();
  if (!notification) return;
  // Most people have no device: then nothing is claimed or recorded either.
  const recipients = await recipientDevices(notification.to);
  if (recipients.length === 0) return;
  const claimed = await claim(notificationId, notification, now);
  if (!claimed) return;
  const { done, attempts } = claimed;

  const devices = recipients.filter((device) => !done.has(device.id));
  const outcomes =
    devices.length > 0
      ? await transport.sendEach(
          devices.map((d) => pushMessageFor(d.stored.token, notificationId, notification)),
        )
      : [];
  const gone: string[] = [];
  const failures: string[] = [];
  outcomes.forEach((outcome, index) => {
    const device = devices[index];
    if (!device) return;
    if (outcome.kind === 'failed') failures.push(outcome.error);
    else done.add(device.id);
    if (outcome.kind === 'gone') gone.push(device.id);
  });
  if (gone.length > 0) await pruneDevices(gone);

  const error = failures[0] ?? null;
  await pushDeliveriesCollection()
    .doc(notificationId)
    .update({
      state: error ? 'ERROR' : 'SUCCESS',
      done: [...done],
      error,
      leaseExpireTime: null,
      updatedAt: Timestamp.now(),
    });
  if (error) {
    console.error(
      `Push ${notificationId}: attempt ${attempts} of ${pushMaxAttempts}: ${failures.length} failed: ${error}`,
    );
    // Throwing asks the platform for a retry, which sends only to the devices still to do.
    if (attempts < pushMaxAttempts) throw new Error(`Push ${notificationId}: ${error}`);
  }
}
