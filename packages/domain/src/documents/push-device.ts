// `pushDevices/{id}`: one browser a person turned web push on in, with its Firebase Cloud Messaging token.
// The id is the SHA-256 of the token, so registering the same token again lands on the same document (and a
// token that moved to another person's sign-in moves with it). The token lets anyone push to that browser:
// the API alone reads it (firestore.rules grants nothing here). Removed when the person turns push off on the
// device, when FCM answers that the token is gone, and when the person's account is deleted.
import * as z from 'zod/mini';
import { text, timestamp } from './fields';

export const pushDeviceDocument = z.strictObject({
  /** The person's uid. */
  uid: z.string(),
  /** Their sign-in address, lower-cased: notifications are addressed by it (documents/notification.ts). */
  email: z.string(),
  token: z.string(),
  /** What the person sees in their list ('Chrome on Android'); the browser suggests it. */
  label: text(),
  createdAt: timestamp(),
  /** The last time the browser registered the token (each opt-in and each page load that finds it on). */
  registeredAt: timestamp(),
});

export type PushDeviceDocument = z.output<typeof pushDeviceDocument>;

/** A device as `GET /api/notifications/devices` lists it: never the token. */
export interface PushDeviceItem {
  _id: string;
  label: string;
  /** ISO 8601 instants. */
  createdAt: string;
  registeredAt: string;
}

export function pushDeviceItem(id: string, stored: PushDeviceDocument): PushDeviceItem {
  return {
    _id: id,
    label: stored.label,
    createdAt: stored.createdAt.toDate().toISOString(),
    registeredAt: stored.registeredAt.toDate().toISOString(),
  };
}
