import type { Message } from '@appointments/domain';

/**
 * The listener's messages plus the ones this screen just sent that the listener has not delivered yet, so a
 * sent message never flickers away; oldest first, as the thread reads.
 */
export function mergeMessages(live: readonly Message[], sent: readonly Message[]): Message[] {
  const known = new Set(live.map((message) => message._id));
  const pending = sent.filter((message) => !known.has(message._id));
  if (pending.length === 0) return [...live];
  return [...live, ...pending].sort(
    (a, b) => Date.parse(a.sentAt) - Date.parse(b.sentAt) || a._id.localeCompare(b._id),
  );
}

const WAITING_PREFIX = 'waiting-';

/** The thread's id for a message still waiting on the device to be sent (api/outbox.ts). */
export function waitingMessageId(clientMessageId: string): string {
  return `${WAITING_PREFIX}${clientMessageId}`;
}

/** True for a message of the thread that is still waiting on the device to be sent. */
export function isWaiting(message: Message): boolean {
  return message._id.startsWith(WAITING_PREFIX);
}
