import { randomBytes } from 'node:crypto';
import { EmulatorError, invalidArgument, Status } from './errors.js';
import type { Micros } from './time.js';

const CONTENTION_MESSAGE =
  'Aborted due to cross-transaction contention. This occurs when multiple transactions attempt to access the same ' +
  'data, requiring Firestore to abort at least one in order to enforce serializability.';
/** An idle read-write transaction gives its locks up after this long, as a crashed client's would. */
const IDLE_TIMEOUT_MS = 30_000;
/** How long a finished or aborted transaction is remembered, so late calls get a precise answer. */
const TOMBSTONE_MS = 60_000;
const LOCK_WAIT_TIMEOUT_MS = 20_000;

interface Waiter {
  readonly txn: Transaction;
  readonly path: string;
  resolve(): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

interface LockState {
  holder: Transaction;
  /** Oldest (lowest priority number) first. */
  waiters: Waiter[];
}

export interface Transaction {
  readonly id: string;
  readonly readOnly: boolean;
  /** A read-only transaction may read at a fixed past time. */
  readonly readTime: Micros | undefined;
  /** Lower is older. A retry inherits its predecessor's, so a transaction that keeps losing gets ahead. */
  readonly priority: number;
  state: 'active' | 'aborted' | 'finished';
  /** Versions seen by reads (null = missing), checked again at commit. */
  readonly reads: Map<string, Micros | null>;
  /**
   * Queries run in the transaction, each able to tell whether it would still return the same documents:
   * queries take no locks, so this optimistic check is what keeps phantoms out at commit.
   */
  readonly queryChecks: (() => boolean)[];
  readonly locks: Set<string>;
  waiting: Waiter | undefined;
  lastActivity: number;
}

/**
 * Pessimistic locking with wound-wait, close to what Firestore does for server SDKs: a read in a read-write
 * transaction takes an exclusive lock on the document; an older transaction that wants a lock held by a younger
 * one aborts ("wounds") it, a younger one waits. Waits only ever go from young to old, so there is no deadlock,
 * and many transactions incrementing one counter simply queue up. A non-transactional write wounds whoever holds
 * the document, and every commit re-checks the versions its transaction read.
 */
export class TransactionManager {
  private readonly transactions = new Map<string, Transaction>();
  private readonly locks = new Map<string, LockState>();
  private nextPriority = 0;
  private readonly sweeper: NodeJS.Timeout;

  constructor() {
    this.sweeper = setInterval(() => this.sweep(), 5_000);
    this.sweeper.unref();
  }

  dispose(): void {
    clearInterval(this.sweeper);
    for (const txn of this.transactions.values()) this.abort(txn);
    this.transactions.clear();
  }

  begin(options: { readOnly: boolean; retryOf?: string; readTime?: Micros }): Transaction {
    const previous = options.retryOf === undefined ? undefined : this.transactions.get(options.retryOf);
    const txn: Transaction = {
      id: randomBytes(12).toString('base64'),
      readOnly: options.readOnly,
      readTime: options.readOnly ? options.readTime : undefined,
      priority: previous?.priority ?? this.nextPriority++,
      state: 'active',
      reads: new Map(),
      queryChecks: [],
      locks: new Set(),
      waiting: undefined,
      lastActivity: Date.now(),
    };
    this.transactions.set(txn.id, txn);
    return txn;
  }

  /** Looks up a live transaction; a transaction that lost a conflict answers ABORTED so the SDK retries. */
  get(id: string): Transaction {
    const txn = this.transactions.get(id);
    if (!txn) throw invalidArgument('Transaction is not valid or has expired.');
    if (txn.state === 'aborted') throw new EmulatorError(Status.ABORTED, CONTENTION_MESSAGE);
    if (txn.state === 'finished')
      throw invalidArgument('Transaction has already been committed or rolled back.');
    txn.lastActivity = Date.now();
    return txn;
  }

  lock(txn: Transaction, path: string): Promise<void> {
    if (txn.state === 'aborted') return Promise.reject(new EmulatorError(Status.ABORTED, CONTENTION_MESSAGE));
    const lock = this.locks.get(path);
    if (!lock) {
      this.locks.set(path, { holder: txn, waiters: [] });
      txn.locks.add(path);
      return Promise.resolve();
    }
    if (lock.holder === txn) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        txn,
        path,
        resolve,
        reject,
        timer: setTimeout(() => {
          this.removeWaiter(waiter);
          reject(new EmulatorError(Status.ABORTED, 'Transaction lock timeout.'));
        }, LOCK_WAIT_TIMEOUT_MS),
      };
      const index = lock.waiters.findIndex((w) => w.txn.priority > txn.priority);
      lock.waiters.splice(index < 0 ? lock.waiters.length : index, 0, waiter);
      txn.waiting = waiter;
      if (txn.priority < lock.holder.priority) this.abort(lock.holder);
    });
  }

  /** A write outside any transaction wins against every transaction holding the document. */
  woundHolder(path: string, except?: Transaction): void {
    const holder = this.locks.get(path)?.holder;
    if (holder && holder !== except) this.abort(holder);
  }

  /** Rejects the commit when a document or query result read by the transaction changed since. */
  verifyReads(txn: Transaction, currentVersion: (path: string) => Micros | null): void {
    const changed =
      [...txn.reads].some(([path, version]) => currentVersion(path) !== version) ||
      txn.queryChecks.some((stillSame) => !stillSame());
    if (!changed) return;
    this.abort(txn);
    throw new EmulatorError(Status.ABORTED, CONTENTION_MESSAGE);
  }

  finish(txn: Transaction): void {
    if (txn.state === 'active') txn.state = 'finished';
    this.releaseAll(txn);
    txn.lastActivity = Date.now();
  }

  abort(txn: Transaction): void {
    if (txn.state !== 'active') return;
    txn.state = 'aborted';
    txn.lastActivity = Date.now();
    if (txn.waiting) {
      const waiter = txn.waiting;
      this.removeWaiter(waiter);
      waiter.reject(new EmulatorError(Status.ABORTED, CONTENTION_MESSAGE));
    }
    this.releaseAll(txn);
  }

  private releaseAll(txn: Transaction): void {
    for (const path of txn.locks) this.release(path);
    txn.locks.clear();
  }

  private release(path: string): void {
    const lock = this.locks.get(path);
    if (!lock) return;
    const next = lock.waiters.shift();
    if (!next) {
      this.locks.delete(path);
      return;
    }
    clearTimeout(next.timer);
    next.txn.waiting = undefined;
    lock.holder = next.txn;
    next.txn.locks.add(path);
    next.resolve();
  }

  private removeWaiter(waiter: Waiter): void {
    clearTimeout(waiter.timer);
    waiter.txn.waiting = undefined;
    const lock = this.locks.get(waiter.path);
    if (!lock) return;
    const index = lock.waiters.indexOf(waiter);
    if (index >= 0) lock.waiters.splice(index, 1);
  }

  private sweep(): void {
    const now = Date.now();
    for (const [id, txn] of this.transactions) {
      if (txn.state === 'active' && !txn.waiting && now - txn.lastActivity > IDLE_TIMEOUT_MS) this.abort(txn);
      else if (txn.state !== 'active' && now - txn.lastActivity > TOMBSTONE_MS) this.transactions.delete(id);
    }
  }
}
