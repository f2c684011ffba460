import type { DatabaseRegistry, FirestoreDatabase } from '../core/database.js';
import type { DocumentChange } from '../core/document.js';
import type { Micros } from '../core/time.js';
import type { Logger } from '../logger.js';
import { actionCovers, type FirestoreTrigger } from './trigger.js';
import { buildTriggerEvent, type TriggerEvent } from './trigger-event.js';

interface Pending {
  readonly change: DocumentChange;
  readonly commitTime: Micros;
  event?: TriggerEvent;
  attempts: number;
}

interface TriggerQueue {
  readonly trigger: FirestoreTrigger;
  /** Events not yet finished with, in commit order; those being delivered are in `inFlight` too. */
  readonly items: Pending[];
  readonly inFlight: Set<Pending>;
}

/**
 * Events of one trigger delivered at once. Production runs a function's events concurrently, in no order; here
 * a few at a time keep a burst (a bulk decision's hundreds of mails) from holding up every later event for
 * minutes, while the Functions emulator starts no more than this many worker processes for one function.
 */
const CONCURRENT_DELIVERIES = 4;

/** Attempts of a failing function deployed with `retry: true` (production retries for days; locally, a few). */
const FUNCTION_ATTEMPTS = 5;
/** Attempts when the Functions emulator cannot take the event (not reachable, triggers being reloaded). */
const TRANSPORT_ATTEMPTS = 12;
const backoffMs = (attempt: number) => Math.min(2000, 100 * 2 ** attempt);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Outcome = 'delivered' | 'function-failed' | 'transport-failed' | 'gone';

/** `region-name-generation` → `region-name`: the same function registered again after a reload. */
const functionOf = (key: string) => key.replace(/-\d+$/, '');

/**
 * Delivers Firestore events to the Functions emulator: one event per committed change of a matching document,
 * at least once. Each trigger has its own queue, delivered a few events at a time (`CONCURRENT_DELIVERIES`):
 * the events of one document reach the function one after another, in commit order; events of different
 * documents may overlap, as in production.
 */
export class TriggerDispatcher {
  private readonly triggers = new Map<string, FirestoreTrigger>();
  private readonly queues = new Map<string, TriggerQueue>();
  private pending = 0;
  private idleWaiters: (() => void)[] = [];
  private stopped = false;

  constructor(
    databases: DatabaseRegistry,
    private readonly functionsEmulator: string | undefined,
    private readonly logger: Logger,
  ) {
    databases.observe((db) => {
      db.onCommit((changes, commitTime, cleared) => {
        if (!cleared && this.triggers.size > 0) this.onCommit(db, changes, commitTime);
      });
    });
  }

  register(trigger: FirestoreTrigger): void {
    for (const [id, existing] of this.triggers) {
      if (existing.projectId === trigger.projectId && functionOf(existing.key) === functionOf(trigger.key)) {
        this.remove(id);
      }
    }
    this.triggers.set(this.idOf(trigger.projectId, trigger.key), trigger);
    const where = this.functionsEmulator ? '' : ' (no Functions emulator given: events are not delivered)';
    this.logger.info(
      `Firestore trigger ${trigger.key}: ${trigger.eventType} on ${trigger.pattern.text} ` +
        `(projects/${trigger.projectId}/databases/${trigger.databaseId})${where}`,
    );
  }

  /** Removes one trigger, or every trigger of the project. */
  unregister(projectId: string, key?: string): number {
    let removed = 0;
    for (const [id, trigger] of this.triggers) {
      if (trigger.projectId === projectId && (key === undefined || trigger.key === key)) {
        this.remove(id);
        removed++;
      }
    }
    return removed;
  }

  list(projectId: string): FirestoreTrigger[] {
    return [...this.triggers.values()].filter((t) => t.projectId === projectId);
  }

  /** Resolves once every event committed so far has been delivered or given up on. */
  idle(): Promise<void> {
    if (this.pending === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  stop(): void {
    this.stopped = true;
    for (const id of [...this.triggers.keys()]) this.remove(id);
  }

  private idOf(projectId: string, key: string): string {
    return `${projectId}/${key}`;
  }

  private remove(id: string): void {
    this.triggers.delete(id);
    const queue = this.queues.get(id);
    if (queue) {
      this.settle(queue.items.length);
      queue.items.length = 0;
      this.queues.delete(id);
    }
  }

  private onCommit(db: FirestoreDatabase, changes: readonly DocumentChange[], commitTime: Micros): void {
    for (const [id, trigger] of this.triggers) {
      if (trigger.projectId !== db.id.projectId || trigger.databaseId !== db.id.databaseId) continue;
      for (const change of changes) {
        if (!actionCovers(trigger.action, change.before !== undefined, change.after !== undefined)) continue;
        if (!trigger.pattern.match(change.path)) continue;
        this.enqueue(id, trigger, { change, commitTime, attempts: 0 });
      }
    }
  }

  private enqueue(id: string, trigger: FirestoreTrigger, item: Pending): void {
    let queue = this.queues.get(id);
    if (!queue) {
      queue = { trigger, items: [], inFlight: new Set() };
      this.queues.set(id, queue);
    }
    queue.items.push(item);
    this.pending++;
    this.pump(id, queue);
  }

  /** Starts deliveries up to the limit: each the oldest event of its document, none behind another of it. */
  private pump(id: string, queue: TriggerQueue): void {
    const documentsAhead = new Set<string>();
    for (const item of queue.items) {
      if (queue.inFlight.size >= CONCURRENT_DELIVERIES) return;
      const path = item.change.path;
      if (!documentsAhead.has(path) && !queue.inFlight.has(item)) {
        queue.inFlight.add(item);
        void this.deliver(id, queue, item);
      }
      documentsAhead.add(path);
    }
  }

  /** Attempts one event until it is finished with (retrying in place, so its document's later events wait). */
  private async deliver(id: string, queue: TriggerQueue, item: Pending): Promise<void> {
    let done = false;
    while (!done && this.queues.get(id) === queue && !this.stopped) {
      done = await this.attempt(id, queue.trigger, item).catch((error: unknown) => {
        // An event that cannot even be built (e.g. firebase-functions missing for 2nd gen) is dropped, loudly.
        this.logger.error(`Trigger ${queue.trigger.key} for ${item.change.path}: event not delivered`, error);
        return true;
      });
    }
    queue.inFlight.delete(item);
    // A removed trigger settled its whole queue already.
    if (!done || this.queues.get(id) !== queue) return;
    queue.items.splice(queue.items.indexOf(item), 1);
    this.settle(1);
    this.pump(id, queue);
  }

  /** One delivery attempt; true when the event is finished with (delivered or given up on). */
  private async attempt(id: string, trigger: FirestoreTrigger, item: Pending): Promise<boolean> {
    item.event ??= buildTriggerEvent(trigger, item.change, item.commitTime);
    item.attempts++;
    const outcome = await this.post(trigger, item.event);
    const what = `Trigger ${trigger.key} for ${item.change.path} (event ${item.event.id})`;
    switch (outcome.kind) {
      case 'delivered':
        return true;
      case 'gone':
        this.logger.warn(`${what}: the Functions emulator no longer has this function; trigger removed.`);
        this.remove(id);
        return true;
      case 'transport-failed':
        if (item.attempts >= TRANSPORT_ATTEMPTS) {
          this.logger.error(`${what} not delivered after ${item.attempts} attempts: ${outcome.detail}`);
          return true;
        }
        await sleep(backoffMs(item.attempts));
        return false;
      case 'function-failed': {
        const retry = await this.retryOf(trigger);
        if (!retry || item.attempts >= FUNCTION_ATTEMPTS) {
          const reason = retry ? `after ${item.attempts} attempts` : 'not retried (deployed without retry)';
          this.logger.warn(`${what} failed, ${reason}: ${outcome.detail}`);
          return true;
        }
        this.logger.warn(`${what} failed (attempt ${item.attempts}), retrying: ${outcome.detail}`);
        await sleep(backoffMs(item.attempts));
        return false;
      }
    }
  }

  private async post(
    trigger: FirestoreTrigger,
    event: TriggerEvent,
  ): Promise<{ kind: Outcome; detail?: string }> {
    if (!this.functionsEmulator) return { kind: 'delivered' };
    const url = `http://${this.functionsEmulator}/functions/projects/${trigger.projectId}/triggers/${trigger.key}`;
    try {
      const response = await fetch(url, { method: 'POST', headers: event.headers, body: event.body });
      const text = await response.text();
      // 204: the Functions emulator paused background triggers while it reloads the functions.
      if (response.status === 204) return { kind: 'transport-failed', detail: text || 'triggers paused' };
      if (response.ok) return { kind: 'delivered' };
      if (response.status === 404) return { kind: 'gone' };
      return { kind: 'function-failed', detail: `${response.status} ${text.slice(0, 500)}` };
    } catch (error) {
      return { kind: 'transport-failed', detail: error instanceof Error ? error.message : String(error) };
    }
  }

  /**
   * Whether the function was deployed with `retry: true`. The registration carries it for 1st gen only; for
   * 2nd gen the Functions emulator's `/backends` listing has the function's event trigger.
   */
  private async retryOf(trigger: FirestoreTrigger): Promise<boolean> {
    if (trigger.retry !== undefined || !this.functionsEmulator) return trigger.retry ?? false;
    try {
      const response = await fetch(`http://${this.functionsEmulator}/backends`);
      const listing = (await response.json()) as {
        backends?: { functionTriggers?: { id?: string; eventTrigger?: { retry?: unknown } }[] }[];
      };
      const definitions = (listing.backends ?? []).flatMap((backend) => backend.functionTriggers ?? []);
      const definition = definitions.find((d) => d.id !== undefined && functionOf(trigger.key) === d.id);
      trigger.retry = definition?.eventTrigger?.retry === true;
    } catch {
      return false;
    }
    return trigger.retry;
  }

  private settle(count: number): void {
    this.pending -= count;
    if (this.pending > 0) return;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const resolve of waiters) resolve();
  }
}
