// Who is asking and whether they may: the types the Firestore core judges accesses with. They live here, not
// beside the rules engine or the Authorization header parser, so the core depends on nothing above it: those
// layers implement and fill these types (rules/rules-hook.ts, auth/auth-context.ts).
import type { StoredDocument } from './document.js';
import type { Query } from './query.js';
import type { DatabaseId } from './resource-path.js';
import type { Micros } from './time.js';

/**
 * Who is calling. `admin` is firebase-admin (and anyone presenting the literal `owner` token): rules do not
 * apply to it. `user` carries the decoded claims of an unsigned emulator ID token.
 */
export type AuthContext =
  | { readonly kind: 'admin' }
  | { readonly kind: 'unauthenticated' }
  | { readonly kind: 'user'; readonly uid: string; readonly token: Readonly<Record<string, unknown>> };

export const ADMIN: AuthContext = { kind: 'admin' };
export const UNAUTHENTICATED: AuthContext = { kind: 'unauthenticated' };

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
 * Judges every non-admin access. Synchronous on purpose: rules only need the store, which is in memory,
 * and staying synchronous keeps commits atomic.
 */
export interface AccessPolicy {
  authorize(request: RulesRequest): RulesDecision;
}
