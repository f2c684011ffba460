import type { AuthContext } from '../auth/auth-context.js';
import type { StoredDocument } from '../core/document.js';
import type { Query } from '../core/query.js';
import type { DatabaseId } from '../core/resource-path.js';

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
  /** Replaces the ruleset (from `--rules` or `PUT …:securityRules`); returns problems found in it. */
  setRules?(projectId: string, files: readonly { name: string; content: string }[]): readonly string[];
}

/** Until the rules engine exists, every access is allowed (the ruleset is only kept). */
export class AllowAllRules implements RulesHook {
  readonly rulesets = new Map<string, readonly { name: string; content: string }[]>();

  authorize(): RulesDecision {
    return { allowed: true };
  }

  setRules(projectId: string, files: readonly { name: string; content: string }[]): readonly string[] {
    this.rulesets.set(projectId, files);
    return [];
  }
}
