// Web push as function parameters (docs/operations.md, "Web push"). Off unless the operator turns it on:
// `PUSH_ENABLED=true` and the Web Push certificate's public key in functions/.env.<project>. The local stack
// turns it on and points PUSH_SINK_URL at its push sink, which records each send request instead of FCM.
import { defineBoolean, defineString } from 'firebase-functions/params';

export const pushEnabled = defineBoolean('PUSH_ENABLED', { default: false });
/** Firebase console → Project settings → Cloud Messaging → Web Push certificates: the key pair's public key. */
export const pushVapidKey = defineString('PUSH_VAPID_KEY', { default: '' });
/**
 * Empty in production: pushes go to Firebase Cloud Messaging through the Admin SDK. The local stack sets it
 * to its push sink, which takes FCM's HTTP v1 send requests and answers as FCM would.
 */
export const pushSinkUrl = defineString('PUSH_SINK_URL', { default: '' });

/** Push is offered when the operator turned it on and gave the key browsers subscribe with. */
export function pushConfigured(): boolean {
  return pushEnabled.value() && pushVapidKey.value() !== '';
}
