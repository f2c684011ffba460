// Messages typed without a network: kept on the device (localStorage, so a reload or a closed tab loses none),
// shown in their thread as 'Waiting to send', and sent once the network is back. Each carries its own
// `clientMessageId`, which the server honours: a send repeated after a lost answer, or by a second open tab,
// stores the message once (docs/api.md, POST /message/send).
import {
  LOCAL_STORAGE_KEYS,
  type Message,
  type MessageSendInput,
  type ParticipantModel,
} from '@appointments/domain';
import { useSyncExternalStore } from 'react';
import { ApiRequestError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { waitingMessageId } from '../model/thread';
import { sendMessage } from './messages-api';

export interface QueuedMessage {
  clientMessageId: string;
  content: string;
  receiver: string;
  receiverModel: MessageSendInput['receiverModel'];
  senderId: string;
  senderModel: ParticipantModel;
  queuedAt: string;
}

const listeners = new Set<() => void>();
let queued: QueuedMessage[] = read();
/** Messages this page sent from the outbox, until their thread's listener has them (no flicker). */
let delivered: Message[] = [];

function read(): QueuedMessage[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(LOCAL_STORAGE_KEYS.outbox) ?? '[]');
    return Array.isArray(parsed) ? (parsed as QueuedMessage[]) : [];
  } catch {
    return [];
  }
}

function write(next: QueuedMessage[]): void {
  queued = next;
  try {
    if (next.length === 0) localStorage.removeItem(LOCAL_STORAGE_KEYS.outbox);
    else localStorage.setItem(LOCAL_STORAGE_KEYS.outbox, JSON.stringify(next));
  } catch {
    // Storage full or blocked: the message still waits in this page.
  }
  for (const listener of listeners) listener();
}

export function newClientMessageId(): string {
  return crypto.randomUUID();
}

/** Keeps a message for sending once online. */
export function queueMessage(message: Omit<QueuedMessage, 'queuedAt'>): void {
  write([...read(), { ...message, queuedAt: new Date().toISOString() }]);
}

let flushing: Promise<void> | null = null;

/**
 * After a send that got no answer while the device said it was online (the network back in name only: a captive
 * portal, a connection still coming up), how long before the next try. Without these the message would wait
 * until the next 'online' event or visit, though the device stays online.
 */
const RETRY_DELAYS_MS = [2_000, 5_000, 15_000, 30_000, 60_000];
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let triesWithoutAnswer = 0;

function tryAgainLater(senderId: string): void {
  if (retryTimer !== undefined) return;
  const delay = RETRY_DELAYS_MS[Math.min(triesWithoutAnswer, RETRY_DELAYS_MS.length - 1)];
  triesWithoutAnswer += 1;
  retryTimer = setTimeout(() => {
    retryTimer = undefined;
    void flushOutbox(senderId);
  }, delay);
}

/** Sends every waiting message of `senderId`, oldest first; each leaves the outbox once the server has it. */
export function flushOutbox(senderId: string): Promise<void> {
  if (flushing || !navigator.onLine) return flushing ?? Promise.resolve();
  flushing = (async () => {
    let answered = true;
    try {
      for (const entry of read().filter((message) => message.senderId === senderId)) {
        if (!navigator.onLine) return;
        try {
          const message = await sendMessage({
            content: entry.content,
            receiver: entry.receiver,
            receiverModel: entry.receiverModel,
            clientMessageId: entry.clientMessageId,
          });
          delivered = [...delivered, message];
        } catch (error) {
          // No answer (the network went again, or is not really back): it waits for the next time. A refusal
          // (the contact left, say) will not change on a retry: it is dropped, and the person told why.
          if (!(error instanceof ApiRequestError) || error.status === 0 || error.status >= 500) {
            answered = false;
            return;
          }
          notify.error(error.message);
        }
        write(read().filter((message) => message.clientMessageId !== entry.clientMessageId));
      }
    } finally {
      flushing = null;
      if (answered) triesWithoutAnswer = 0;
      // Offline, the 'online' event starts the next flush; online, a timer does.
      else if (navigator.onLine) tryAgainLater(senderId);
    }
  })();
  return flushing;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

interface OutboxState {
  queued: readonly QueuedMessage[];
  delivered: readonly Message[];
}
let snapshot: OutboxState = { queued, delivered };
function current(): OutboxState {
  if (snapshot.queued !== queued || snapshot.delivered !== delivered) snapshot = { queued, delivered };
  return snapshot;
}

/** The outbox as it is now: what waits, and what it has sent from this page. */
export function useOutbox(): OutboxState {
  return useSyncExternalStore(subscribe, current, current);
}

/** A waiting message as its thread shows it. */
export function asThreadMessage(entry: QueuedMessage): Message {
  return {
    _id: waitingMessageId(entry.clientMessageId),
    content: entry.content,
    senderModel: entry.senderModel,
    sentAt: entry.queuedAt as Message['sentAt'],
  };
}
