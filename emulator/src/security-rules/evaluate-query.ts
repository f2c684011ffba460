import type { Ruleset } from './ast.js';
import { DocumentAccessBudget, type DocumentAccessor } from './document-reader.js';
import { RulesEvalError } from './eval-errors.js';
import type { EvaluateOptions } from './evaluate-request.js';
import { type FirestoreValue, fromFirestoreValue } from './firestore-values.js';
import { judge } from './judge.js';
import { type RequestSegment, UNKNOWN_SEGMENT } from './path-matching.js';
import { parsePathString } from './path-values.js';
import type { EqualityFilters, RulesDecision, RulesRequest } from './request-types.js';
import { authValue, queryValue, resourceValue } from './request-values.js';
import { timestampFromMillis } from './time-values.js';
import { map, mapOf, NULL, path, type RulesMap, type RulesValue, str, UNKNOWN } from './values.js';

/**
 * Judges a query as Firestore does ("rules are not filters"): allowed only when some `allow list` is true
 * for every document the query could return. `resource.data` knows just the fields pinned by equality
 * filters; any other field, the document id and `request.path` are unknown, and a condition that depends on
 * them is not proven, so the query is denied. `request.path` is the collection's path.
 */
export function evaluateQuery(
  ruleset: Ruleset,
  request: RulesRequest,
  equalityFilters: EqualityFilters,
  accessor?: DocumentAccessor,
  options: EvaluateOptions = {},
): RulesDecision {
  let segments: RequestSegment[];
  let globals: Map<string, RulesValue>;
  try {
    const collection = parsePathString(request.path).segments;
    const pinnedName = pinnedDocumentName(equalityFilters);
    const isFirestoreCollection = request.service === 'cloud.firestore' && collection.length % 2 === 0;
    // The id of "any document of the collection", unless a `__name__ ==` filter names it.
    const id: RequestSegment = pinnedName?.segments.at(-1) ?? UNKNOWN_SEGMENT;
    segments = isFirestoreCollection ? [...collection, id] : [...collection];
    globals = new Map<string, RulesValue>([
      ['request', queryRequestValue(request, collection)],
      [
        'resource',
        request.service === 'cloud.firestore'
          ? queryResource(equalityFilters, pinnedName)
          : resourceValue(request.resource, collection),
      ],
    ]);
  } catch (error) {
    if (error instanceof RulesEvalError) return { allowed: false, reason: `Invalid query: ${error.message}` };
    throw error;
  }
  return judge(ruleset, {
    service: request.service,
    method: 'list',
    segments,
    globals,
    accessor,
    accessBudget: options.accessBudget ?? new DocumentAccessBudget(options.documentAccessLimit),
  });
}

function queryRequestValue(request: RulesRequest, collection: readonly string[]): RulesValue {
  return mapOf({
    auth: authValue(request.auth),
    method: str('list'),
    path: path(collection),
    time: timestampFromMillis(request.time.getTime()),
    resource: NULL,
    query: queryValue(request.query),
  });
}

function pinnedDocumentName(filters: EqualityFilters): { segments: readonly string[] } | undefined {
  const name = filters.__name__;
  if (!name) return undefined;
  const value = fromFirestoreValue(name);
  return value.type === 'path' ? value : undefined;
}

/** The document every result shares: pinned fields known, everything else unknown (an open map). */
function queryResource(
  filters: EqualityFilters,
  pinnedName: { segments: readonly string[] } | undefined,
): RulesValue {
  let data: RulesMap = map(new Map(), true);
  for (const [fieldPath, value] of Object.entries(filters)) {
    if (fieldPath === '__name__') continue;
    data = withPinnedField(data, splitFieldPath(fieldPath), fromFirestoreValue(value as FirestoreValue));
  }
  return mapOf({
    data,
    id: pinnedName ? str(pinnedName.segments.at(-1) ?? '') : UNKNOWN,
    __name__: pinnedName ? path(pinnedName.segments) : UNKNOWN,
  });
}

function withPinnedField(target: RulesMap, fieldPath: readonly string[], value: RulesValue): RulesMap {
  const [head, ...rest] = fieldPath;
  if (head === undefined) return target;
  const entries = new Map(target.entries);
  if (rest.length === 0) {
    entries.set(head, value);
  } else {
    const existing = entries.get(head);
    const child = existing?.type === 'map' ? existing : map(new Map(), true);
    entries.set(head, withPinnedField(child, rest, value));
  }
  return map(entries, true);
}

/** `a.b` → ['a', 'b']; backquoted segments (`` `a.b`.c ``) keep their dots. */
export function splitFieldPath(fieldPath: string): string[] {
  const segments: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < fieldPath.length; i++) {
    const c = fieldPath[i] as string;
    if (c === '`') quoted = !quoted;
    else if (c === '\\' && quoted) current += fieldPath[++i] ?? '';
    else if (c === '.' && !quoted) {
      segments.push(current);
      current = '';
    } else current += c;
  }
  segments.push(current);
  return segments;
}
