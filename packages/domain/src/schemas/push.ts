// What web push's calls accept (docs/api.md, "Web push"): POST /notifications/devices registers this
// browser's Firebase Cloud Messaging token for the caller; DELETE /notifications/devices/{id} removes one.
import { z } from 'zod';
import { optionalText } from './fields';

/** Devices one person may have push on: registering one more forgets the one registered longest ago. */
export const MAX_PUSH_DEVICES = 10;
export const PUSH_DEVICE_LABEL_MAX = 80;
/** FCM's registration tokens are about 160 characters of these; the cap keeps a stray body out of the store. */
export const PUSH_TOKEN_PATTERN = /^[A-Za-z0-9_:-]{20,4096}$/;
/** A device's id: the SHA-256 of its token, in hex. */
export const PUSH_DEVICE_ID_PATTERN = /^[0-9a-f]{64}$/;

export const pushMessages = {
  tokenRequired: 'Give the Firebase Cloud Messaging token of this browser',
  tokenInvalid: 'token must be a Firebase Cloud Messaging registration token',
  deviceIdInvalid: 'Not a device id',
  deviceNotFound: 'No such device',
  deviceRemoved: 'Notifications are off on that device',
  pushNotOffered: 'This college does not send push notifications',
} as const;

export const registerPushDeviceSchema = z
  .object({
    token: z
      .string({ error: pushMessages.tokenRequired })
      .min(1, { error: pushMessages.tokenRequired, abort: true })
      .regex(PUSH_TOKEN_PATTERN, { error: pushMessages.tokenInvalid }),
    label: optionalText('Label', PUSH_DEVICE_LABEL_MAX),
  })
  .strict();
export type RegisterPushDeviceRequest = z.output<typeof registerPushDeviceSchema>;

/** `GET /notifications/push`: whether the college sends web push, and the public key browsers subscribe with. */
export interface PushConfig {
  enabled: boolean;
  /** The Web Push certificate's public key (VAPID); null while push is off. */
  vapidKey: string | null;
}
