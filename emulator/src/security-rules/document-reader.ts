import { RulesEvalError, RulesLimitError } from './eval-errors.js';
import { type DocumentData, fromDocumentData } from './firestore-values.js';
import { DEFAULT_DOCUMENT_ACCESS_LIMIT } from './limits.js';
import { documentLocation } from './path-values.js';
import { bool, mapOf, NULL, path, type RulesValue, str, typeName, UNKNOWN } from './values.js';

/**
 * Reads documents for `get()`, `exists()`, `getAfter()` and `existsAfter()`. Synchronous because the
 * emulator's store is in memory. Paths are below `documents/` (`users/abc`).
 */
export interface DocumentAccessor {
  /** The document's current fields, or null when it does not exist. */
  get(documentPath: string, database: string): DocumentData | null;
  /** The fields as they would be after the pending write or batch; defaults to `get`. */
  getAfter?(documentPath: string, database: string): DocumentData | null;
}

/**
 * Firestore allows 10 document accesses for a single-document request or query and 20 for a batch or
 * transaction; reading the same document again is free. Share one budget across the writes of a batch.
 */
export class DocumentAccessBudget {
  private readonly accessed = new Set<string>();

  constructor(readonly limit = DEFAULT_DOCUMENT_ACCESS_LIMIT) {}

  /** Records an access; throws when it is a new document beyond the limit. */
  record(key: string): void {
    if (this.accessed.has(key)) return;
    if (this.accessed.size >= this.limit) {
      throw new RulesLimitError(`Exceeded maximum of ${this.limit} document accesses per request.`);
    }
    this.accessed.add(key);
  }

  get count(): number {
    return this.accessed.size;
  }
}

/** Turns rules paths into accessor calls, counting them against the budget. */
export class DocumentReader {
  private readonly cache = new Map<string, RulesValue>();

  constructor(
    private readonly accessor: DocumentAccessor | undefined,
    private readonly budget: DocumentAccessBudget,
  ) {}

  /** The document as a `rules.firestore.Resource` (`data`, `id`, `__name__`), or null when it does not exist. */
  read(target: RulesValue, after: boolean): RulesValue {
    if (target.type === 'unknown') return UNKNOWN;
    if (target.type !== 'path') {
      throw new RulesEvalError(`${after ? 'getAfter' : 'get'}() expects a path, got ${typeName(target)}.`);
    }
    const { database, documentPath } = documentLocation(target);
    const key = `${after ? 'after' : 'before'}:${database}:${documentPath}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    if (!this.accessor) throw new RulesEvalError('Document access is not available in this evaluation.');
    this.budget.record(key);
    const read =
      after && this.accessor.getAfter
        ? this.accessor.getAfter.bind(this.accessor)
        : this.accessor.get.bind(this.accessor);
    const data = read(documentPath, database);
    const value = data === null ? NULL : documentResource(target.segments, data);
    this.cache.set(key, value);
    return value;
  }

  exists(target: RulesValue, after: boolean): RulesValue {
    const document = this.read(target, after);
    return document.type === 'unknown' ? UNKNOWN : bool(document.type !== 'null');
  }
}

/** `rules.firestore.Resource` for a document at `segments` (`databases/…/documents/…`). */
export function documentResource(segments: readonly string[], data: DocumentData): RulesValue {
  return mapOf({ data: fromDocumentData(data), id: str(segments.at(-1) ?? ''), __name__: path(segments) });
}
