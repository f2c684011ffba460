import type { AccessPolicy, AuthContext, RulesOperation } from './access.js';
import { type Aggregation, aggregate } from './aggregation.js';
import type { DatabaseRegistry, FirestoreDatabase } from './database.js';
import type { StoredDocument } from './document.js';
import { EmulatorError, invalidArgument, Status } from './errors.js';
import { type FieldPath, projectFields } from './field-path.js';
import type { Query } from './query.js';
import { prepareQuery, projectDocument, runQuery } from './query-engine.js';
import { type NeededIndex, type QueryIndexes, requireQueryIndex } from './query-indexes.js';
import { aggregationReads } from './read-counter.js';
import type { DatabaseId } from './resource-path.js';
import type { Micros } from './time.js';
import type { Transaction } from './transactions.js';
import type { Value } from './value.js';
import { compareResourceNames, compareUtf8 } from './value-order.js';
import { requireVectorIndex, type VectorIndex } from './vector-indexes.js';
import { checkFindNearest, runNearest, withDistance } from './vector-search.js';
import { READ_TIME_WINDOW_MICROS } from './version-history.js';
import type { StagedWrites, Write, WriteResult } from './writes.js';

export interface FirestoreServiceOptions {
  /**
   * The vector indexes of a loaded `firestore.indexes.json`: with them, a vector query no index serves is
   * refused as production refuses it. Undefined (no indexes file) = every vector query runs.
   */
  readonly vectorIndexes?: readonly VectorIndex[];
  /**
   * The composite indexes and single-field overrides of a loaded `firestore.indexes.json`: with them, a query
   * production could serve with no index is refused as production refuses it. Undefined = every query runs.
   */
  readonly queryIndexes?: QueryIndexes;
  /** Told of each refusal for lack of an index, with the index in the file's terms (for the log). */
  readonly onMissingIndex?: (needed: NeededIndex, message: string) => void;
}

export interface RequestContext {
  readonly auth: AuthContext;
  readonly db: DatabaseId;
}

/** How a read relates to transactions: outside any, inside an existing one, or starting a new one. */
export type TransactionSelector =
  | { readonly kind: 'none' }
  | { readonly kind: 'existing'; readonly id: string }
  | {
      readonly kind: 'new';
      readonly readOnly: boolean;
      readonly retryOf?: string;
      readonly readTime?: Micros;
    }
  /** A consistent read of the database as it was at that time (within the last hour). */
  | { readonly kind: 'readTime'; readonly readTime: Micros };

export const NO_TRANSACTION: TransactionSelector = { kind: 'none' };

export interface ReadOutcome<T> {
  /** Set when the read started a transaction: the SDK expects it back in the first response. */
  readonly newTransactionId?: string;
  readonly readTime: Micros;
  readonly value: T;
}

export interface BatchWriteOutcome {
  readonly results: (WriteResult | undefined)[];
  readonly statuses: { readonly code: number; readonly message: string }[];
}

const PERMISSION_DENIED = 'Missing or insufficient permissions.';
/** Production refuses an aggregation query with more functions than this. */
const MAX_AGGREGATIONS = 5;

/** Past reads are served for the last hour, as Firestore does without point-in-time recovery. */
function checkReadTime(db: FirestoreDatabase, readTime: Micros): Micros {
  const now = db.clock.current();
  if (readTime < now - READ_TIME_WINDOW_MICROS) {
    throw new EmulatorError(Status.FAILED_PRECONDITION, 'The requested read time is older than one hour.');
  }
  return Math.min(readTime, now);
}

/**
 * Firestore's operations in transport-neutral terms. The gRPC adapter (and later REST/WebChannel) convert
 * their messages to these calls; authorization through the rules hook happens here, once.
 */
export class FirestoreService {
  constructor(
    readonly databases: DatabaseRegistry,
    private readonly rules: AccessPolicy,
    private readonly options: FirestoreServiceOptions = {},
  ) {}

  database(id: DatabaseId): FirestoreDatabase {
    return this.databases.get(id);
  }

  async getDocuments(
    ctx: RequestContext,
    paths: readonly string[],
    mask: readonly FieldPath[] | undefined,
    selector: TransactionSelector,
  ): Promise<ReadOutcome<{ path: string; doc: StoredDocument | undefined }[]>> {
    const db = this.database(ctx.db);
    const { txn, newTransactionId, readTime } = this.openTransaction(db, selector);
    if (txn && !txn.readOnly) {
      for (const path of paths) await db.transactions.lock(txn, path);
      if (txn.state !== 'active') db.transactions.get(txn.id);
    }
    const results = paths.map((path) => {
      const doc = db.documentAt(path, readTime);
      txn?.reads.set(path, doc?.updateTime ?? null);
      this.authorize(ctx, db, 'get', path, doc, undefined);
      return { path, doc: doc && mask ? { ...doc, fields: projectFields(doc.fields, mask) } : doc };
    });
    const found = results.filter((r) => r.doc !== undefined).length;
    db.reads.add('get', found);
    db.reads.addMissing(results.length - found);
    return { newTransactionId, readTime: readTime ?? db.clock.current(), value: results };
  }

  /** Refuses a query (also a listen target or an aggregation) that production has no index for. */
  requireIndex(ctx: RequestContext, query: Query): void {
    if (this.options.queryIndexes)
      requireQueryIndex(this.options.queryIndexes, ctx.db, query, this.options.onMissingIndex);
  }

  runQuery(ctx: RequestContext, query: Query, selector: TransactionSelector): ReadOutcome<StoredDocument[]> {
    if (query.findNearest) return this.runVectorQuery(ctx, query, selector);
    const db = this.database(ctx.db);
    const prepared = prepareQuery(query, db.read);
    this.requireIndex(ctx, query);
    const { txn, newTransactionId, readTime } = this.openTransaction(db, selector);
    this.authorizeQuery(ctx, db, query);
    const docs = runQuery(db.storeAt(readTime), prepared);
    if (txn) this.recordQuery(txn, docs, () => runQuery(db.store, prepared));
    db.reads.add('query', docs.length);
    return {
      newTransactionId,
      readTime: readTime ?? db.clock.current(),
      value: docs.map((d) => projectDocument(prepared, d)),
    };
  }

  /**
   * A vector query (`findNearest`): checked, then refused without its vector index when indexes are loaded,
   * then the pre-filtered documents ranked by distance. Each returned document counts as one read.
   */
  private runVectorQuery(
    ctx: RequestContext,
    query: Query,
    selector: TransactionSelector,
  ): ReadOutcome<StoredDocument[]> {
    const db = this.database(ctx.db);
    const prepared = prepareQuery(query, db.read);
    const nearest = checkFindNearest(query, query.findNearest as NonNullable<Query['findNearest']>);
    if (this.options.vectorIndexes) requireVectorIndex(this.options.vectorIndexes, ctx.db, query, nearest);
    const { txn, newTransactionId, readTime } = this.openTransaction(db, selector);
    this.authorizeQuery(ctx, db, query);
    const results = runNearest(db.storeAt(readTime), prepared, nearest);
    if (txn) {
      const docs = results.map((r) => r.doc);
      this.recordQuery(txn, docs, () => runNearest(db.store, prepared, nearest).map((r) => r.doc));
    }
    db.reads.add('query', results.length);
    return {
      newTransactionId,
      readTime: readTime ?? db.clock.current(),
      value: results.map((r) => projectDocument(prepared, withDistance(nearest, r))),
    };
  }

  runAggregation(
    ctx: RequestContext,
    query: Query,
    aggregations: readonly Aggregation[],
    selector: TransactionSelector,
  ): ReadOutcome<Map<string, Value>> {
    if (query.findNearest) throw invalidArgument('Aggregations over a FindNearest query are not supported.');
    if (aggregations.length === 0)
      throw invalidArgument('An aggregation query needs at least one aggregation.');
    if (aggregations.length > MAX_AGGREGATIONS) {
      throw invalidArgument(
        `Aggregation query has ${aggregations.length} aggregations, but the maximum number of aggregations is ${MAX_AGGREGATIONS}.`,
      );
    }
    const aliases = new Set(aggregations.map((a) => a.alias));
    if (aliases.size !== aggregations.length) throw invalidArgument('Aggregation aliases must be unique.');
    const db = this.database(ctx.db);
    const prepared = prepareQuery(query, db.read);
    this.requireIndex(ctx, query);
    const { txn, newTransactionId, readTime } = this.openTransaction(db, selector);
    this.authorizeQuery(ctx, db, query);
    const docs = runQuery(db.storeAt(readTime), prepared);
    if (txn) this.recordQuery(txn, docs, () => runQuery(db.store, prepared));
    // Billed by index entries matched, not documents: a count over 100,000 documents is 100 reads.
    db.reads.add('aggregation', aggregationReads(docs.length));
    return {
      newTransactionId,
      readTime: readTime ?? db.clock.current(),
      value: aggregate(docs, aggregations, db.read),
    };
  }

  beginTransaction(
    ctx: RequestContext,
    options: { readOnly: boolean; retryOf?: string; readTime?: Micros },
  ): string {
    const db = this.database(ctx.db);
    const readTime = options.readTime === undefined ? undefined : checkReadTime(db, options.readTime);
    return db.transactions.begin({ ...options, readTime }).id;
  }

  rollback(ctx: RequestContext, transactionId: string): void {
    const transactions = this.database(ctx.db).transactions;
    try {
      transactions.finish(transactions.get(transactionId));
    } catch (error) {
      // Rolling back a transaction that already lost a conflict is what the SDK does before retrying.
      if (!(error instanceof EmulatorError && error.code === Status.ABORTED)) throw error;
    }
  }

  async commit(
    ctx: RequestContext,
    writes: readonly Write[],
    transactionId?: string,
  ): Promise<{ commitTime: Micros; results: WriteResult[] }> {
    const db = this.database(ctx.db);
    const txn = transactionId === undefined ? undefined : db.transactions.get(transactionId);
    try {
      if (txn) {
        if (txn.readOnly && writes.length > 0) {
          throw invalidArgument('Cannot modify entities in a read-only transaction.');
        }
        for (const write of writes) await db.transactions.lock(txn, write.path);
        db.transactions.get(txn.id);
        db.transactions.verifyReads(txn, (path) => db.store.get(path)?.updateTime ?? null);
      } else {
        for (const write of writes) db.transactions.woundHolder(write.path);
      }
      const { staged, commitTime } = db.stage(writes);
      this.authorizeWrites(ctx, db, writes, staged, commitTime);
      db.persist(staged, commitTime);
      return { commitTime, results: staged.results };
    } finally {
      if (txn) db.transactions.finish(txn);
    }
  }

  /** Applies each write on its own (not atomically) and reports a status per write. */
  async batchWrite(ctx: RequestContext, writes: readonly Write[]): Promise<BatchWriteOutcome> {
    const outcome: BatchWriteOutcome = { results: [], statuses: [] };
    for (const write of writes) {
      try {
        const { results } = await this.commit(ctx, [write]);
        outcome.results.push(results[0]);
        outcome.statuses.push({ code: Status.OK, message: '' });
      } catch (error) {
        if (!(error instanceof EmulatorError)) throw error;
        outcome.results.push(undefined);
        outcome.statuses.push({ code: error.code, message: error.message });
      }
    }
    return outcome;
  }

  listCollectionIds(ctx: RequestContext, parentPath: string, pageSize: number, pageToken: string) {
    const db = this.database(ctx.db);
    this.authorize(ctx, db, 'list', parentPath, undefined, undefined);
    const all = db.store
      .collectionIdsUnder(parentPath)
      .filter((id) => pageToken === '' || compareUtf8(id, pageToken) > 0);
    const page = pageSize > 0 ? all.slice(0, pageSize) : all;
    const nextPageToken = page.length < all.length ? (page.at(-1) ?? '') : '';
    return { collectionIds: page, nextPageToken };
  }

  listDocuments(
    ctx: RequestContext,
    collectionPath: string,
    options: { pageSize: number; pageToken: string; mask?: readonly FieldPath[]; showMissing: boolean },
  ): { documents: (StoredDocument | { path: string; missing: true })[]; nextPageToken: string } {
    const db = this.database(ctx.db);
    this.authorize(ctx, db, 'list', collectionPath, undefined, undefined);
    const entries: (StoredDocument | { path: string; missing: true })[] = [
      ...db.store.inCollection(collectionPath),
    ];
    if (options.showMissing) {
      for (const path of db.store.missingParentsIn(collectionPath)) entries.push({ path, missing: true });
    }
    entries.sort((a, b) => compareResourceNames(a.path, b.path));
    const start =
      options.pageToken === ''
        ? entries
        : entries.filter((e) => compareResourceNames(e.path, options.pageToken) > 0);
    const page = options.pageSize > 0 ? start.slice(0, options.pageSize) : start;
    const nextPageToken = page.length < start.length ? (page.at(-1)?.path ?? '') : '';
    db.reads.add('list', page.filter((e) => !('missing' in e)).length);
    const mask = options.mask;
    const documents = page.map((e) =>
      'missing' in e || !mask ? e : { ...e, fields: projectFields(e.fields, mask) },
    );
    return { documents, nextPageToken };
  }

  /** Remembers what a transactional query saw, so commit can tell whether it would still see the same. */
  private recordQuery(
    txn: Transaction,
    docs: readonly StoredDocument[],
    rerun: () => readonly StoredDocument[],
  ): void {
    if (txn.readOnly) return;
    const signature = (result: readonly StoredDocument[]) =>
      result.map((d) => `${d.path}@${d.updateTime}`).join('|');
    const seen = signature(docs);
    txn.queryChecks.push(() => signature(rerun()) === seen);
  }

  private openTransaction(
    db: FirestoreDatabase,
    selector: TransactionSelector,
  ): { txn: Transaction | undefined; newTransactionId: string | undefined; readTime: Micros | undefined } {
    switch (selector.kind) {
      case 'none':
        return { txn: undefined, newTransactionId: undefined, readTime: undefined };
      case 'readTime':
        return {
          txn: undefined,
          newTransactionId: undefined,
          readTime: checkReadTime(db, selector.readTime),
        };
      case 'existing': {
        const txn = db.transactions.get(selector.id);
        return { txn, newTransactionId: undefined, readTime: txn.readTime };
      }
      case 'new': {
        const readTime = selector.readTime === undefined ? undefined : checkReadTime(db, selector.readTime);
        const txn = db.transactions.begin({ ...selector, readTime });
        return { txn, newTransactionId: txn.id, readTime };
      }
    }
  }

  authorizeQuery(ctx: RequestContext, db: FirestoreDatabase, query: Query): void {
    if (ctx.auth.kind === 'admin') return;
    const prefix = query.parentPath === '' ? '' : `${query.parentPath}/`;
    this.authorize(ctx, db, 'list', `${prefix}${query.collectionId ?? ''}`, undefined, undefined, query);
  }

  authorize(
    ctx: RequestContext,
    db: FirestoreDatabase,
    operation: RulesOperation,
    path: string,
    before: StoredDocument | undefined,
    after: StoredDocument | undefined,
    query?: Query,
    lookupAfter?: (path: string) => StoredDocument | undefined,
    time?: Micros,
  ): void {
    if (ctx.auth.kind === 'admin') return;
    const lookup = (p: string) => db.store.get(p);
    const decision = this.rules.authorize({
      auth: ctx.auth,
      database: ctx.db,
      operation,
      path,
      before,
      after,
      query,
      lookup,
      lookupAfter: lookupAfter ?? lookup,
      time,
    });
    if (!decision.allowed)
      throw new EmulatorError(Status.PERMISSION_DENIED, decision.reason ?? PERMISSION_DENIED);
  }

  private authorizeWrites(
    ctx: RequestContext,
    db: FirestoreDatabase,
    writes: readonly Write[],
    staged: StagedWrites,
    commitTime: Micros,
  ) {
    if (ctx.auth.kind === 'admin') return;
    const afterByPath = new Map(staged.changes.map((c) => [c.path, c.after]));
    const lookupAfter = (path: string) =>
      afterByPath.has(path) ? afterByPath.get(path) : db.store.get(path);
    const checked = new Set<string>();
    for (const write of writes) {
      if (write.operation.type === 'verify' || checked.has(write.path)) continue;
      checked.add(write.path);
      const before = db.store.get(write.path);
      const after = lookupAfter(write.path);
      const operation: RulesOperation = !after ? 'delete' : before ? 'update' : 'create';
      this.authorize(ctx, db, operation, write.path, before, after, undefined, lookupAfter, commitTime);
    }
  }
}
