import type { AuthContext } from '../auth/auth-context.js';
import type { StoredDocument } from '../core/document.js';
import type { Query } from '../core/query.js';
import type { DatabaseId } from '../core/resource-path.js';
import type { Micros } from '../core/time.js';
import type { RulesFile, RulesLoadResult } from './ruleset-registry.js';

export type RulesOperation = 'get' | 'list' | 'create' | 'update' | 'delete';

/** Everything a security-rules evaluator needs to judge one access. */
export interface RulesRequest {
  readonly auth: AuthContext;
  readonly database: DatabaseId;
  readonly operation: RulesOperation;
  /** Document path below `documents/` (for `list`, the collection path being queried). */
  readonly path: string;
  /** The stored document before the operation (`resource` in rules). */
  readonly before: StoredDocument | undefined;
  /** The document as it would be after a write (`request.resource` in rules). */
  readonly after: StoredDocument | undefined;
  readonly query?: Query;
  /** Current state of any document, for `get()` / `exists()` in rules. */
  readonly lookup: (path: string) => StoredDocument | undefined;
  /** A write's commit time (`request.time`, and what `serverTimestamp()` stores); reads use the clock. */
  readonly time?: Micros;
  /** State after the pending commit, for `getAfter()`; equals `lookup` outside writes. */
  readonly lookupAfter: (path: string) => StoredDocument | undefined;
}

export type RulesDecision =
  | { readonly allowed: true }
  | { readonly allowed: false; readonly reason?: string };

/**
 * Called for every non-admin access. Synchronous on purpose: rules only need the store, which is in memory,
 * and staying synchronous keeps commits atomic.
 */
export interface RulesHook {
  authorize(request: RulesRequest): RulesDecision;
  /**
   * Replaces the project's ruleset (from `--rules` or `PUT …:securityRules`; `*` = every project without its
   * own). Reports the problems found; a ruleset with errors is not applied.
   */
  setRules?(projectId: string, files: readonly RulesFile[]): RulesLoadResult;
}

/** Every access is allowed and rulesets are only kept: for embedding and tests that do not exercise rules. */
export class AllowAllRules implements RulesHook {
  readonly rulesets = new Map<string, readonly RulesFile[]>();

  authorize(): RulesDecision {
    return { allowed: true };
  }

  setRules(projectId: string, files: readonly RulesFile[]): RulesLoadResult {
    this.rulesets.set(projectId, files);
    return { applied: true, issues: [] };
  }
}
