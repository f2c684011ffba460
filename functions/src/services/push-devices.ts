// The devices a person gets web push on (docs/api.md, "Web push"). Registering is idempotent by token: the
// same browser registering again refreshes its document; a token registered by another person (a shared
// computer, someone else signing in) moves to the one registering it now. A person keeps at most
// MAX_PUSH_DEVICES: one more forgets the device registered longest ago, which is most likely gone.
import {
  MAX_PUSH_DEVICES,
  type PushConfig,
  pushMessages,
  type RegisterPushDeviceRequest,
} from '@appointments/domain';
import {
  buildDocument,
  type PushDeviceItem,
  pushDeviceDocument,
  pushDeviceItem,
} from '@appointments/domain/documents';
import { Timestamp } from 'firebase-admin/firestore';
import { pushDeviceIdOf, pushDeviceRef, pushDevicesCollection } from '../data/push-devices';
import { conflict, notFound } from '../http/api-error';
import { db } from '../lib/firebase';
import { pushConfigured, pushVapidKey } from '../lib/push-params';

export interface PushOwner {
  uid: string;
  /** Lower-cased sign-in address: what notifications are addressed to. */
  email: string;
}

export function pushConfig(): PushConfig {
  const enabled = pushConfigured();
  return { enabled, vapidKey: enabled ? pushVapidKey.value() : null };
}

const devicesOfUid = (uid: string) => pushDevicesCollection().where('uid', '==', uid);

export async function registerPushDevice(
  owner: PushOwner,
  request: RegisterPushDeviceRequest,
  now: Date,
): Promise<{ device: PushDeviceItem; created: boolean }> {
  if (!pushConfigured()) throw conflict(pushMessages.pushNotOffered);
  const id = pushDeviceIdOf(request.token);
  const ref = pushDeviceRef(id);
  const at = Timestamp.fromDate(now);
  return db().runTransaction(async (transaction) => {
    const [existing, own] = await Promise.all([
      transaction.get(ref),
      transaction.get(devicesOfUid(owner.uid)),
    ]);
    const stored = existing.data();
    const sameOwner = stored?.uid === owner.uid;
    const document = buildDocument(pushDeviceDocument, {
      uid: owner.uid,
      email: owner.email,
      token: request.token,
      label: request.label || stored?.label || '',
      createdAt: sameOwner && stored ? stored.createdAt : at,
      registeredAt: at,
    });
    // Over the cap: forget the devices registered longest ago, keeping room for this one.
    const others = own.docs
      .filter((doc) => doc.id !== id)
      .sort((a, b) => b.data().registeredAt.toMillis() - a.data().registeredAt.toMillis());
    for (const old of others.slice(MAX_PUSH_DEVICES - 1)) transaction.delete(old.ref);
    transaction.set(ref, document);
    return { device: pushDeviceItem(id, document), created: !sameOwner };
  });
}

/** The caller's devices, registered most recently first (never their tokens). */
export async function listPushDevices(uid: string): Promise<PushDeviceItem[]> {
  const found = await devicesOfUid(uid).get();
  return found.docs
    .map((doc) => pushDeviceItem(doc.id, doc.data()))
    .sort((a, b) => b.registeredAt.localeCompare(a.registeredAt));
}

/** Turns push off on one of the caller's devices; another person's device is as missing as one that never was. */
export async function removePushDevice(uid: string, id: string): Promise<void> {
  const ref = pushDeviceRef(id);
  await db().runTransaction(async (transaction) => {
    const stored = (await transaction.get(ref)).data();
    if (stored?.uid !== uid) throw notFound(pushMessages.deviceNotFound);
    transaction.delete(ref);
  });
}
