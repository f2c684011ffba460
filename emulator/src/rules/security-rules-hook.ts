import type { RulesDecision, RulesRequest } from '../core/access.js';
import type { DatabaseRegistry } from '../core/database.js';
import type { StoredDocument } from '../core/document.js';
import { prepareQuery, runQuery } from '../core/query-engine.js';
import {
  BATCH_DOCUMENT_ACCESS_LIMIT,
  DocumentAccessBudget,
  type DocumentAccessor,
  type RulesDecision as EngineDecision,
  type RulesRequest as EngineRequest,
  evaluateQuery,
  evaluateRequest,
  type Ruleset,
} from '../security-rules/index.js';
import { documentData, equalityFilters, rulesAuth, rulesQuery } from './firestore-conversion.js';
import type { RulesHook } from './rules-hook.js';
import { RulesetRegistry, type RulesFile, type RulesLoadResult } from './ruleset-registry.js';

export interface SecurityRulesHookOptions {
  /** Lets a query's results be judged one by one after the query-wide judgement. */
  readonly databases: DatabaseRegistry;
  /**
   * What happens to a project without any ruleset: false (default) denies every client request, as a
   * production database without rules does; true allows everything (`--open-rules`).
   */
  readonly openWhenUnset?: boolean;
  readonly now?: () => Date;
}

const ALLOWED: RulesDecision = { allowed: true };

/** Firestore's security rules, judged by the `security-rules` engine, one ruleset per project. */
export class SecurityRulesHook implements RulesHook {
  readonly rulesets = new RulesetRegistry();
  /**
   * The writes of one commit share one access budget (20, Firestore's batch limit). The core hands every write
   * of a commit the same `lookupAfter` closure, so that closure identifies the commit.
   */
  private readonly commitBudgets = new WeakMap<object, DocumentAccessBudget>();
  private readonly now: () => Date;

  constructor(private readonly options: SecurityRulesHookOptions) {
    this.now = options.now ?? (() => new Date());
  }

  setRules(projectId: string, files: readonly RulesFile[]): RulesLoadResult {
    return this.rulesets.load(projectId, files);
  }

  authorize(request: RulesRequest): RulesDecision {
    const ruleset = this.rulesets.get(request.database.projectId);
    if (!ruleset) {
      if (this.options.openWhenUnset) return ALLOWED;
      return {
        allowed: false,
        reason:
          `Missing or insufficient permissions: no security rules are loaded for project ` +
          `"${request.database.projectId}", so every client request is denied.`,
      };
    }
    return request.operation === 'list'
      ? this.authorizeList(ruleset, request)
      : this.authorizeDocument(ruleset, request);
  }

  private authorizeDocument(ruleset: Ruleset, request: RulesRequest): RulesDecision {
    const inCommit = request.lookupAfter !== request.lookup;
    const decision = evaluateRequest(
      ruleset,
      this.engineRequest(request, request.path, request.before, request.after),
      accessorFor(request),
      { accessBudget: inCommit ? this.commitBudget(request.lookupAfter) : new DocumentAccessBudget() },
    );
    return toHookDecision(decision, ruleset);
  }

  /**
   * A query is allowed when the rules hold for every document it could return ("rules are not filters"),
   * judged from its equality filters; then each document it does return is checked too, as a safety net
   * for what the query-wide judgement cannot see (collection groups, documents at unusual paths).
   */
  private authorizeList(ruleset: Ruleset, request: RulesRequest): RulesDecision {
    const segments = request.path === '' ? 0 : request.path.split('/').length;
    if (segments % 2 === 0) {
      return denied('Listing collection ids or running a kindless query requires admin credentials.');
    }
    const query = request.query;
    const overall = evaluateQuery(
      ruleset,
      {
        ...this.engineRequest(request, request.path, undefined, undefined),
        method: 'list',
        ...(query ? { query: rulesQuery(query) } : {}),
      },
      query ? equalityFilters(query) : {},
      accessorFor(request),
    );
    if (!overall.allowed) return toHookDecision(overall, ruleset);
    for (const doc of this.listed(request)) {
      const decision = evaluateRequest(
        ruleset,
        { ...this.engineRequest(request, doc.path, doc, undefined), method: 'list' },
        accessorFor(request),
      );
      if (!decision.allowed) return toHookDecision(decision, ruleset, doc.path);
    }
    return ALLOWED;
  }

  /** What the list or query returns now (a read at a past time is judged on current data). */
  private listed(request: RulesRequest): StoredDocument[] {
    const db = this.options.databases.get(request.database);
    if (!request.query) return [...db.store.inCollection(request.path)];
    return runQuery(db.store, prepareQuery(request.query, db.read));
  }

  private engineRequest(
    request: RulesRequest,
    path: string,
    before: StoredDocument | undefined,
    after: StoredDocument | undefined,
  ): EngineRequest {
    return {
      service: 'cloud.firestore',
      path: `/databases/${request.database.databaseId}/documents/${path}`,
      method: request.operation,
      auth: rulesAuth(request.auth),
      time: request.time === undefined ? this.now() : new Date(Math.floor(request.time / 1000)),
      timeNanos: request.time === undefined ? undefined : BigInt(request.time) * 1000n,
      resource: before ? { data: documentData(before.fields) } : null,
      requestResource: after ? { data: documentData(after.fields) } : null,
    };
  }

  private commitBudget(commitKey: object): DocumentAccessBudget {
    let budget = this.commitBudgets.get(commitKey);
    if (!budget) {
      budget = new DocumentAccessBudget(BATCH_DOCUMENT_ACCESS_LIMIT);
      this.commitBudgets.set(commitKey, budget);
    }
    return budget;
  }
}

/** `get()` / `exists()` read the current store, `getAfter()` / `existsAfter()` the store after the commit. */
function accessorFor(request: RulesRequest): DocumentAccessor {
  const read = (lookup: RulesRequest['lookup']) => (path: string, database: string) => {
    // Rules may name another database; the hook only sees the request's own.
    if (database !== request.database.databaseId) return null;
    const doc = lookup(path);
    return doc ? documentData(doc.fields) : null;
  };
  return { get: read(request.lookup), getAfter: read(request.lookupAfter) };
}

function denied(reason: string): RulesDecision {
  return { allowed: false, reason: `Missing or insufficient permissions: ${reason}` };
}

/** The engine's reason (`false for 'update' @ L12`) plus the file and column, so the failing rule is findable. */
function toHookDecision(decision: EngineDecision, ruleset: Ruleset, documentPath?: string): RulesDecision {
  if (decision.allowed) return ALLOWED;
  const where = decision.location
    ? ` (${ruleset.fileName}:${decision.location.line}:${decision.location.column})`
    : '';
  const which = documentPath ? ` [document ${documentPath}]` : '';
  return denied(`${decision.reason}${where}${which}`);
}
