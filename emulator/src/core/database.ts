import type { DocumentChange, StoredDocument } from './document.js';
import { DocumentStore } from './document-store.js';
import { type FieldReader, fieldReaderFor } from './query-filter.js';
import { ReadCounter, type ReadCounts, sumReadCounts } from './read-counter.js';
import { type DatabaseId, documentsRoot } from './resource-path.js';
import { type Micros, MonotonicClock } from './time.js';
import { TransactionManager } from './transactions.js';
import { VersionHistory } from './version-history.js';
import { persistStaged, type StagedWrites, stageWrites, type Write } from './writes.js';

/** `cleared` marks the deletes of a data reset (`clear()`), which listeners see but triggers do not. */
export type CommitListener = (
  changes: readonly DocumentChange[],
  commitTime: Micros,
  cleared: boolean,
) => void;

/** One database: its documents, clock, transactions, and whoever listens to its commits. */
export class FirestoreDatabase {
  readonly store = new DocumentStore();
  readonly clock = new MonotonicClock();
  readonly transactions = new TransactionManager();
  readonly history = new VersionHistory();
  /** Documents delivered to clients (admin included), for benchmarks: see the `/reads` admin route. */
  readonly reads = new ReadCounter();
  readonly documentsRoot: string;
  readonly read: FieldReader;
  private readonly listeners = new Set<CommitListener>();
  private readonly rulesListeners = new Set<() => void>();

  constructor(readonly id: DatabaseId) {
    this.documentsRoot = documentsRoot(id);
    this.read = fieldReaderFor(this.documentsRoot);
  }

  onCommit(listener: CommitListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Called when the security rules this database is judged by change (Listen targets are judged again). */
  onRulesChange(listener: () => void): () => void {
    this.rulesListeners.add(listener);
    return () => this.rulesListeners.delete(listener);
  }

  rulesChanged(): void {
    for (const listener of [...this.rulesListeners]) listener();
  }

  stage(writes: readonly Write[]): { staged: StagedWrites; commitTime: Micros } {
    const commitTime = this.clock.next();
    return { staged: stageWrites(this.store, writes, commitTime), commitTime };
  }

  /** Stores staged writes and tells listeners at once, in the same tick: no polling anywhere. */
  persist(staged: StagedWrites, commitTime: Micros): void {
    persistStaged(this.store, staged);
    this.notify(staged.changes, commitTime, false);
  }

  clear(): void {
    const changes: DocumentChange[] = [...this.store.all()].map((doc) => ({
      path: doc.path,
      before: doc,
      after: undefined,
    }));
    this.store.clear();
    if (changes.length > 0) this.notify(changes, this.clock.next(), true);
  }

  dispose(): void {
    this.transactions.dispose();
    this.listeners.clear();
    this.rulesListeners.clear();
  }

  /** The documents as they were at `readTime` (undefined = now). */
  storeAt(readTime: Micros | undefined): DocumentStore {
    return readTime === undefined ? this.store : this.history.storeAt(this.store, readTime);
  }

  documentAt(path: string, readTime: Micros | undefined): StoredDocument | undefined {
    const current = this.store.get(path);
    return readTime === undefined ? current : this.history.documentAt(current, path, readTime);
  }

  private notify(changes: readonly DocumentChange[], commitTime: Micros, cleared: boolean): void {
    if (changes.length === 0) return;
    this.history.record(changes, commitTime);
    for (const listener of this.listeners) {
      try {
        listener(changes, commitTime, cleared);
      } catch (error) {
        // A faulty listener must not undo or block a commit that is already stored.
        console.error('[firestore-emulator] listener failed:', error);
      }
    }
  }
}

/** Databases by `project/database`, created on first use like the official emulator does. */
export class DatabaseRegistry {
  private readonly databases = new Map<string, FirestoreDatabase>();
  private readonly observers = new Set<(db: FirestoreDatabase) => void>();

  get(id: DatabaseId): FirestoreDatabase {
    const key = `${id.projectId}/${id.databaseId}`;
    let db = this.databases.get(key);
    if (!db) {
      db = new FirestoreDatabase(id);
      this.databases.set(key, db);
      for (const observer of this.observers) observer(db);
    }
    return db;
  }

  /** Calls `observer` for every database, existing and created later (triggers subscribe to each one's commits). */
  observe(observer: (db: FirestoreDatabase) => void): void {
    this.observers.add(observer);
    for (const db of this.databases.values()) observer(db);
  }

  all(): IterableIterator<FirestoreDatabase> {
    return this.databases.values();
  }

  clearProject(projectId: string, databaseId?: string): void {
    for (const db of this.databases.values()) {
      if (db.id.projectId === projectId && (databaseId === undefined || db.id.databaseId === databaseId))
        db.clear();
    }
  }

  /** The project's ruleset changed (`undefined` = the ruleset of every project without its own). */
  rulesChanged(projectId: string | undefined): void {
    for (const db of this.databases.values()) {
      if (projectId === undefined || db.id.projectId === projectId) db.rulesChanged();
    }
  }

  /** Reads of every database of the project since the last reset. */
  readsOf(projectId: string): ReadCounts {
    return sumReadCounts(this.ofProject(projectId).map((db) => db.reads));
  }

  resetReads(projectId: string): void {
    for (const db of this.ofProject(projectId)) db.reads.reset();
  }

  dispose(): void {
    for (const db of this.databases.values()) db.dispose();
  }

  private ofProject(projectId: string): FirestoreDatabase[] {
    return [...this.databases.values()].filter((db) => db.id.projectId === projectId);
  }
}
