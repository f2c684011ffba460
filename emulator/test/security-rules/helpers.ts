import { EvaluationBudget } from '../../src/security-rules/budget.js';
import {
  DocumentAccessBudget,
  type DocumentAccessor,
  DocumentReader,
} from '../../src/security-rules/document-reader.js';
import { RulesEvalError } from '../../src/security-rules/eval-errors.js';
import { Evaluator } from '../../src/security-rules/evaluator.js';
import { ExpressionParser } from '../../src/security-rules/expression-parser.js';
import type { DocumentData, FirestoreValue } from '../../src/security-rules/firestore-values.js';
import { parseRules, type Ruleset, type RulesRequest } from '../../src/security-rules/index.js';
import { Scope } from '../../src/security-rules/scope.js';
import type { RulesValue } from '../../src/security-rules/values.js';

/** Parses a ruleset, failing the test with the issues when it does not parse. */
export function compile(source: string): Ruleset {
  const { ruleset, issues } = parseRules(source);
  if (!ruleset) throw new Error(`Rules did not parse: ${JSON.stringify(issues)}`);
  return ruleset;
}

/** Evaluates one expression with the given variables; returns the value or `{ error }`. */
export function evaluate(
  source: string,
  variables: Record<string, RulesValue> = {},
  accessor?: DocumentAccessor,
): RulesValue | { error: string } {
  const parser = new ExpressionParser(source);
  const expr = parser.parseExpression();
  const scope = new Scope(new Map(Object.entries(variables)));
  const evaluator = new Evaluator({
    functionsByLevel: [[]],
    scopeByLevel: [scope],
    budget: new EvaluationBudget(),
    documents: new DocumentReader(accessor, new DocumentAccessBudget()),
  });
  try {
    return evaluator.evaluate(expr, { scope, level: 0, callDepth: 0 });
  } catch (error) {
    if (error instanceof RulesEvalError) return { error: error.message };
    throw error;
  }
}

/** Plain JavaScript view of a rules value, for readable assertions. */
export function plain(value: RulesValue | { error: string }): unknown {
  if ('error' in value) return value;
  switch (value.type) {
    case 'null':
      return null;
    case 'bool':
    case 'string':
      return value.value;
    case 'int':
      return value.value;
    case 'float':
      return value.value;
    case 'bytes':
      return Buffer.from(value.value).toString('hex');
    case 'list':
      return value.items.map(plain);
    case 'set':
      return { set: value.items.map(plain) };
    case 'map':
      return Object.fromEntries([...value.entries].map(([k, v]) => [k, plain(v)]));
    case 'timestamp':
      return { timestamp: value.nanos };
    case 'duration':
      return { duration: value.nanos };
    case 'latlng':
      return { lat: value.latitude, lng: value.longitude };
    case 'path':
      return `/${value.segments.join('/')}`;
    case 'mapdiff':
      return { mapdiff: true };
    case 'unknown':
      return 'unknown';
  }
}

/** Evaluates and returns the plain value. */
export const run = (
  source: string,
  variables: Record<string, RulesValue> = {},
  accessor?: DocumentAccessor,
) => plain(evaluate(source, variables, accessor));

export const TIME = new Date('2025-03-04T05:06:07.089Z');

export function firestoreRequest(
  overrides: Partial<RulesRequest> & Pick<RulesRequest, 'path' | 'method'>,
): RulesRequest {
  return {
    service: 'cloud.firestore',
    auth: null,
    time: TIME,
    resource: null,
    requestResource: null,
    ...overrides,
  };
}

export const docPath = (relative: string) => `/databases/(default)/documents/${relative}`;

/** Builds proto3-JSON document data from plain JavaScript (ints stay ints, non-integers become doubles). */
export function data(record: Record<string, unknown>): DocumentData {
  return Object.fromEntries(Object.entries(record).map(([k, v]) => [k, toFirestore(v)]));
}

export function toFirestore(value: unknown): FirestoreValue {
  if (value === null) return { nullValue: null };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'number')
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(toFirestore) } };
  return { mapValue: { fields: data(value as Record<string, unknown>) } };
}

/** An in-memory accessor that counts calls. */
export function memoryAccessor(
  documents: Record<string, Record<string, unknown>>,
  after: Record<string, Record<string, unknown> | null> = {},
) {
  const calls: string[] = [];
  const accessor: DocumentAccessor & { calls: string[] } = {
    calls,
    get(documentPath) {
      calls.push(`get:${documentPath}`);
      const found = documents[documentPath];
      return found ? data(found) : null;
    },
    getAfter(documentPath) {
      calls.push(`getAfter:${documentPath}`);
      if (documentPath in after) {
        const found = after[documentPath];
        return found ? data(found) : null;
      }
      const found = documents[documentPath];
      return found ? data(found) : null;
    },
  };
  return accessor;
}
