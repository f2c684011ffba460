import type { Ruleset } from './ast.js';
import { DocumentAccessBudget, type DocumentAccessor } from './document-reader.js';
import { RulesEvalError } from './eval-errors.js';
import { judge } from './judge.js';
import { parsePathString } from './path-values.js';
import type { RulesDecision, RulesRequest } from './request-types.js';
import { authValue, queryValue, resourceValue } from './request-values.js';
import { timestampFromMillis } from './time-values.js';
import { mapOf, path, type RulesValue, str, timestamp } from './values.js';

export interface EvaluateOptions {
  /**
   * Document accesses (`get`, `exists`, …) allowed: 10 for a single request (default), 20 for a batch or
   * transaction. Pass a shared `DocumentAccessBudget` to count all writes of one batch together.
   */
  readonly documentAccessLimit?: number;
  readonly accessBudget?: DocumentAccessBudget;
}

/** Judges one request against a parsed ruleset. Never throws for anything the request or rules contain. */
export function evaluateRequest(
  ruleset: Ruleset,
  request: RulesRequest,
  accessor?: DocumentAccessor,
  options: EvaluateOptions = {},
): RulesDecision {
  let globals: Map<string, RulesValue>;
  let segments: string[];
  try {
    segments = [...parsePathString(request.path).segments];
    globals = buildGlobals(request, segments);
  } catch (error) {
    if (error instanceof RulesEvalError)
      return { allowed: false, reason: `Invalid request: ${error.message}` };
    throw error;
  }
  return judge(ruleset, {
    service: request.service,
    method: request.method,
    segments,
    globals,
    accessor,
    accessBudget: options.accessBudget ?? new DocumentAccessBudget(options.documentAccessLimit),
  });
}

function buildGlobals(request: RulesRequest, segments: readonly string[]): Map<string, RulesValue> {
  const requestValue = mapOf({
    auth: authValue(request.auth),
    method: str(request.method),
    path: path(segments),
    time:
      request.timeNanos === undefined
        ? timestampFromMillis(request.time.getTime())
        : timestamp(request.timeNanos),
    resource: resourceValue(request.requestResource, segments),
    query: queryValue(request.query),
  });
  return new Map([
    ['request', requestValue],
    ['resource', resourceValue(request.resource, segments)],
  ]);
}
