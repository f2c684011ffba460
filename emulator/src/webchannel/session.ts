import { randomBytes } from 'node:crypto';
import type * as http from 'node:http';
import { chunk } from './protocol.js';

export interface SessionTimings {
  /** Noop interval on a streaming backchannel; also advertised to the client in the handshake. */
  readonly keepAliveMs: number;
  /** A session with no backchannel and no request for this long is closed. */
  readonly idleMs: number;
  /** Upper bound for holding an empty long-poll. */
  readonly longPollMs: number;
}

interface Backchannel {
  readonly res: http.ServerResponse;
  readonly longPoll: boolean;
  timer?: NodeJS.Timeout;
}

/** Arrays kept for resending after a backchannel drop, beyond those the client acknowledged. */
const MAX_RETAINED = 10_000;

/**
 * One WebChannel session: the outgoing arrays (numbered from 1, kept until the client acknowledges them with
 * `AID`, so a reconnecting backchannel misses nothing), the backchannel response currently attached, and the
 * id of the next client message expected (retried POSTs re-send ids already seen).
 */
export class ChannelSession {
  readonly sid = randomBytes(12).toString('base64url');
  readonly httpSessionId = randomBytes(12).toString('base64url');
  private nextArrayId = 1;
  private outbox: { id: number; json: string }[] = [];
  private sentUpTo = 0;
  private nextIncoming = 0;
  private backchannel: Backchannel | undefined;
  private idleTimer: NodeJS.Timeout | undefined;
  private flushQueued = false;
  closed = false;

  constructor(
    private readonly timings: SessionTimings,
    private readonly onClose: (session: ChannelSession) => void,
  ) {
    this.touch();
  }

  /** Keeps only messages not seen before; the caller delivers them in order. */
  acceptIncoming<T extends { id: number }>(messages: readonly T[]): T[] {
    const fresh = messages.filter((m) => m.id >= this.nextIncoming);
    const last = fresh.at(-1);
    if (last) this.nextIncoming = last.id + 1;
    return fresh;
  }

  /** Queues one payload (a one-element array, as Firestore reads `data[0]`) and flushes it if it can. */
  push(payload: unknown): void {
    if (this.closed) return;
    const id = this.nextArrayId++;
    this.outbox.push({ id, json: JSON.stringify([id, payload]) });
    if (this.outbox.length > MAX_RETAINED) this.dropOldestSent();
    // One commit emits several Listen messages synchronously (changes, then the snapshot marker): sending them
    // in one chunk matters for long polling, where each answer ends the request and costs a round trip.
    if (this.flushQueued) return;
    this.flushQueued = true;
    queueMicrotask(() => {
      this.flushQueued = false;
      this.flush();
    });
  }

  /**
   * Keeps the outbox within MAX_RETAINED by dropping the oldest arrays already written. Arrays not yet sent
   * are never dropped: a listener whose first answer holds more than MAX_RETAINED documents would otherwise
   * lose its opening (the target acknowledgement) and never show the client a snapshot.
   */
  private dropOldestSent(): void {
    const firstUnsent = this.outbox.findIndex((array) => array.id > this.sentUpTo);
    const sentCount = firstUnsent === -1 ? this.outbox.length : firstUnsent;
    const removable = Math.min(this.outbox.length - MAX_RETAINED, sentCount);
    if (removable > 0) this.outbox = this.outbox.slice(removable);
  }

  lastArrayId(): number {
    return this.nextArrayId - 1;
  }

  /** Bytes written to the backchannel but not yet acknowledged (the forward reply reports them). */
  outstandingBytes(): number {
    return this.outbox.reduce((sum, a) => sum + (a.id <= this.sentUpTo ? a.json.length : 0), 0);
  }

  acknowledge(aid: number): void {
    if (!Number.isSafeInteger(aid)) return;
    if (this.outbox.length > 0 && (this.outbox[0]?.id ?? 0) <= aid)
      this.outbox = this.outbox.filter((a) => a.id > aid);
  }

  /** A backchannel GET: replaces any previous one, resends what the client has not acknowledged. */
  attachBackchannel(res: http.ServerResponse, aid: number, longPoll: boolean, pollMs?: number): void {
    this.touch();
    this.detachBackchannel(true);
    this.acknowledge(aid);
    this.sentUpTo = aid;
    const bc: Backchannel = { res, longPoll };
    this.backchannel = bc;
    if (this.idleTimer) clearTimeout(this.idleTimer);
    res.on('close', () => {
      if (this.backchannel === bc) this.detachBackchannel(false);
    });
    if (this.outbox.length > 0) this.flush();
    // A streaming backchannel answers at once, which also tells the client no proxy buffers it.
    else if (!longPoll) this.push(['noop']);
    if (this.backchannel !== bc) return; // a long poll that was answered right away
    const interval = longPoll
      ? Math.min(pollMs ?? this.timings.longPollMs, this.timings.longPollMs)
      : this.timings.keepAliveMs;
    bc.timer = setInterval(() => this.push(['noop']), interval);
  }

  /** Ends the session's backchannel response, abruptly when `destroy` (tests simulate network drops). */
  dropBackchannel(destroy: boolean): void {
    const bc = this.backchannel;
    if (!bc) return;
    this.detachBackchannel(false);
    if (destroy) bc.res.socket?.destroy();
    else bc.res.end();
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    if (this.idleTimer) clearTimeout(this.idleTimer);
    const bc = this.backchannel;
    this.detachBackchannel(false);
    bc?.res.end();
    this.onClose(this);
  }

  /** Any request from the client postpones the idle timeout. */
  touch(): void {
    if (this.closed) return;
    if (this.idleTimer) clearTimeout(this.idleTimer);
    if (this.backchannel) return;
    this.idleTimer = setTimeout(() => this.close(), this.timings.idleMs);
    this.idleTimer.unref();
  }

  private flush(): void {
    const bc = this.backchannel;
    if (!bc) return;
    const pending = this.outbox.filter((a) => a.id > this.sentUpTo);
    const last = pending.at(-1);
    if (!last) return;
    this.sentUpTo = last.id;
    bc.res.write(chunk(`[${pending.map((a) => a.json).join(',')}]`));
    // Long polling: one answer per request; the client asks again straight away.
    if (bc.longPoll) {
      this.detachBackchannel(false);
      bc.res.end();
    }
  }

  private detachBackchannel(endIt: boolean): void {
    const bc = this.backchannel;
    if (!bc) return;
    if (bc.timer) clearInterval(bc.timer);
    this.backchannel = undefined;
    if (endIt) bc.res.end();
    this.touch();
  }
}
