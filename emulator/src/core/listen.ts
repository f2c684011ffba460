import type { FirestoreDatabase } from './database.js';
import type { DocumentChange, StoredDocument } from './document.js';
import { EmulatorError } from './errors.js';
import type { Query } from './query.js';
import {
  inQueryScope,
  matchesQuery,
  type PreparedQuery,
  prepareQuery,
  projectDocument,
  runQuery,
  withinCursors,
} from './query-engine.js';
import type { Micros } from './time.js';

export type ListenTargetSpec =
  | { readonly kind: 'query'; readonly query: Query }
  | { readonly kind: 'documents'; readonly paths: readonly string[] };

export type TargetChangeType = 'NO_CHANGE' | 'ADD' | 'REMOVE' | 'CURRENT' | 'RESET';

/** What a Listen stream sends, in the emulator's terms; each transport encodes these its own way. */
export type ListenEvent =
  | {
      readonly type: 'targetChange';
      readonly change: TargetChangeType;
      readonly targetIds: readonly number[];
      readonly readTime?: Micros;
      readonly resumeToken?: Micros;
      readonly cause?: { readonly code: number; readonly message: string };
    }
  | {
      readonly type: 'documentChange';
      readonly document: StoredDocument;
      readonly targetIds: readonly number[];
      readonly removedTargetIds: readonly number[];
    }
  | {
      readonly type: 'documentDelete';
      readonly path: string;
      readonly removedTargetIds: readonly number[];
      readonly readTime: Micros;
    }
  | {
      readonly type: 'documentRemove';
      readonly path: string;
      readonly removedTargetIds: readonly number[];
      readonly readTime: Micros;
    }
  | { readonly type: 'filter'; readonly targetId: number; readonly count: number };

interface ActiveTarget {
  readonly id: number;
  readonly spec: ListenTargetSpec;
  readonly prepared: PreparedQuery | undefined;
  /** Document paths currently in the target's result. */
  readonly members: Set<string>;
}

/** A query with a limit or an offset: which documents are in it depends on the whole result, not on each alone. */
function dependsOnWholeResult(target: ActiveTarget): boolean {
  return (
    target.prepared !== undefined &&
    (target.prepared.query.limit !== undefined || target.prepared.query.offset > 0)
  );
}

/** Checks read access for a target; throws an EmulatorError (e.g. PERMISSION_DENIED) to refuse it. */
export type TargetAuthorizer = (spec: ListenTargetSpec) => void;

/**
 * One Listen stream with any number of targets. It follows the contract both SDKs rely on: ADD ack, documents,
 * CURRENT with a resume token, then a global snapshot (no target ids) carrying the read time. After that every
 * commit that touches a target is pushed synchronously, followed by one global snapshot.
 */
export class ListenSession {
  private readonly targets = new Map<number, ActiveTarget>();
  private readonly unsubscribe: () => void;
  private readonly unsubscribeRules: () => void;
  private readonly emit: (event: ListenEvent) => void;
  private closed = false;

  constructor(
    private readonly db: FirestoreDatabase,
    private readonly authorizeTarget: TargetAuthorizer,
    send: (event: ListenEvent) => void,
  ) {
    // Every document a listener receives (first result, later changes, resends on resume) is a billed read.
    this.emit = (event) => {
      if (event.type === 'documentChange') db.reads.add('listen', 1);
      send(event);
    };
    this.unsubscribe = db.onCommit((changes, commitTime) => this.onCommit(changes, commitTime));
    this.unsubscribeRules = db.onRulesChange(() => this.rejudge());
  }

  /** After a rules change, as production does: a target the new rules no longer allow is removed with the error. */
  private rejudge(): void {
    for (const target of [...this.targets.values()]) {
      try {
        this.authorizeTarget(target.spec);
      } catch (error) {
        if (!(error instanceof EmulatorError)) throw error;
        this.targets.delete(target.id);
        this.emitRemove(target.id, error.code, error.message);
      }
    }
  }

  /**
   * `resume.resumed` = the client sent a resume token or read time and keeps documents from before; `since` =
   * the time its token names, when it is one of ours.
   */
  addTarget(targetId: number, spec: ListenTargetSpec, resume: { resumed: boolean; since?: Micros }): void {
    if (this.closed) return;
    if (this.targets.has(targetId)) {
      this.emitRemove(targetId, 3, `Target ID ${targetId} is already in use.`);
      return;
    }
    let prepared: PreparedQuery | undefined;
    try {
      prepared = spec.kind === 'query' ? prepareQuery(spec.query, this.db.read) : undefined;
      this.authorizeTarget(spec);
    } catch (error) {
      if (!(error instanceof EmulatorError)) throw error;
      this.emit({ type: 'targetChange', change: 'ADD', targetIds: [targetId] });
      this.emitRemove(targetId, error.code, error.message);
      return;
    }
    const target: ActiveTarget = { id: targetId, spec, prepared, members: new Set() };
    this.targets.set(targetId, target);
    this.emit({ type: 'targetChange', change: 'ADD', targetIds: [targetId] });
    for (const doc of this.currentResult(target)) {
      target.members.add(doc.path);
      this.emit({
        type: 'documentChange',
        document: this.shape(target, doc),
        targetIds: [targetId],
        removedTargetIds: [],
      });
    }
    const readTime = this.db.clock.current();
    if (resume.since !== undefined) this.emitLeftSince(target, resume.since, readTime);
    // After a resume the client may still hold documents we could not tell it about; the count lets it notice.
    if (resume.resumed) this.emit({ type: 'filter', targetId, count: target.members.size });
    this.emit({ type: 'targetChange', change: 'CURRENT', targetIds: [targetId], resumeToken: readTime });
    this.emit({ type: 'targetChange', change: 'NO_CHANGE', targetIds: [], readTime, resumeToken: readTime });
  }

  /**
   * On a resume, as Firestore does: each document that was in the target at `since` and is not now, sent as
   * deleted or as no longer matching, so the client drops it without querying again. Targets with a limit or
   * an offset, whose past result the history cannot replay document by document, leave it to the count.
   */
  private emitLeftSince(target: ActiveTarget, since: Micros, readTime: Micros): void {
    if (dependsOnWholeResult(target)) return;
    const changed = this.db.history.changedSince(since, readTime);
    for (const path of changed ?? []) {
      if (target.members.has(path) || !this.inScope(target, path)) continue;
      const current = this.db.store.get(path);
      const then = this.db.history.documentAt(current, path, since);
      if (!then || !this.matches(target, then)) continue;
      this.emitLeave(target, path, current, readTime);
    }
  }

  removeTarget(targetId: number): void {
    if (!this.targets.delete(targetId)) return;
    this.emit({ type: 'targetChange', change: 'REMOVE', targetIds: [targetId] });
  }

  close(): void {
    this.closed = true;
    this.targets.clear();
    this.unsubscribe();
    this.unsubscribeRules();
  }

  private emitRemove(targetId: number, code: number, message: string): void {
    this.emit({ type: 'targetChange', change: 'REMOVE', targetIds: [targetId], cause: { code, message } });
  }

  private currentResult(target: ActiveTarget): StoredDocument[] {
    if (target.prepared) return runQuery(this.db.store, target.prepared);
    if (target.spec.kind !== 'documents') return [];
    const docs: StoredDocument[] = [];
    for (const path of target.spec.paths) {
      const doc = this.db.store.get(path);
      if (doc) docs.push(doc);
    }
    return docs;
  }

  private shape(target: ActiveTarget, doc: StoredDocument): StoredDocument {
    return target.prepared ? projectDocument(target.prepared, doc) : doc;
  }

  private onCommit(changes: readonly DocumentChange[], commitTime: Micros): void {
    if (this.closed) return;
    let touched = false;
    for (const target of this.targets.values()) {
      const relevant = changes.filter((change) => this.inScope(target, change.path));
      if (relevant.length === 0) continue;
      const emitted = dependsOnWholeResult(target)
        ? this.rerunTarget(target, relevant, commitTime)
        : this.applyIncrementally(target, relevant, commitTime);
      touched ||= emitted;
    }
    if (touched) {
      this.emit({
        type: 'targetChange',
        change: 'NO_CHANGE',
        targetIds: [],
        readTime: commitTime,
        resumeToken: commitTime,
      });
    }
  }

  private inScope(target: ActiveTarget, path: string): boolean {
    if (target.prepared) return inQueryScope(target.prepared, path);
    return target.spec.kind === 'documents' && target.spec.paths.includes(path);
  }

  private matches(target: ActiveTarget, doc: StoredDocument): boolean {
    if (!target.prepared) return true;
    return matchesQuery(target.prepared, doc) && withinCursors(target.prepared, doc);
  }

  private applyIncrementally(
    target: ActiveTarget,
    changes: readonly DocumentChange[],
    commitTime: Micros,
  ): boolean {
    let emitted = false;
    for (const { path, after } of changes) {
      const wasMember = target.members.has(path);
      if (after && this.matches(target, after)) {
        target.members.add(path);
        this.emit({
          type: 'documentChange',
          document: this.shape(target, after),
          targetIds: [target.id],
          removedTargetIds: [],
        });
        emitted = true;
      } else if (wasMember) {
        target.members.delete(path);
        this.emitLeave(target, path, after, commitTime);
        emitted = true;
      }
    }
    return emitted;
  }

  /** Limits and offsets depend on the whole result, so such targets re-run their query and diff. */
  private rerunTarget(target: ActiveTarget, changes: readonly DocumentChange[], commitTime: Micros): boolean {
    const result = this.currentResult(target);
    const next = new Set(result.map((doc) => doc.path));
    const changed = new Map(changes.map((c) => [c.path, c]));
    let emitted = false;
    for (const path of target.members) {
      if (next.has(path)) continue;
      target.members.delete(path);
      const change = changed.get(path);
      if (change && !change.after) this.emitLeave(target, path, undefined, commitTime);
      else this.emitLeave(target, path, change?.after, commitTime, !change);
      emitted = true;
    }
    for (const doc of result) {
      if (target.members.has(doc.path) && !changed.has(doc.path)) continue;
      target.members.add(doc.path);
      this.emit({
        type: 'documentChange',
        document: this.shape(target, doc),
        targetIds: [target.id],
        removedTargetIds: [],
      });
      emitted = true;
    }
    return emitted;
  }

  /**
   * A document leaving a target: deleted, changed so it no longer matches (sent with its new version, as
   * Firestore does, so the web SDK needs no limbo lookup), or pushed out of a limit while unchanged.
   */
  private emitLeave(
    target: ActiveTarget,
    path: string,
    after: StoredDocument | undefined,
    readTime: Micros,
    unchanged = false,
  ): void {
    if (unchanged) {
      this.emit({ type: 'documentRemove', path, removedTargetIds: [target.id], readTime });
    } else if (after) {
      this.emit({
        type: 'documentChange',
        document: this.shape(target, after),
        targetIds: [],
        removedTargetIds: [target.id],
      });
    } else {
      this.emit({ type: 'documentDelete', path, removedTargetIds: [target.id], readTime });
    }
  }
}
