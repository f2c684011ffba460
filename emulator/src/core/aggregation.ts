import type { StoredDocument } from './document.js';
import type { FieldPath } from './field-path.js';
import type { FieldReader } from './query-filter.js';
import { INT64_MAX, INT64_MIN, NULL_VALUE, type Value } from './value.js';

export type AggregationOperation =
  | { readonly type: 'count'; readonly upTo?: number }
  | { readonly type: 'sum'; readonly field: FieldPath }
  | { readonly type: 'avg'; readonly field: FieldPath };

export interface Aggregation {
  readonly alias: string;
  readonly operation: AggregationOperation;
}

export function aggregate(
  docs: readonly StoredDocument[],
  aggregations: readonly Aggregation[],
  read: FieldReader,
): Map<string, Value> {
  const result = new Map<string, Value>();
  for (const { alias, operation } of aggregations) {
    if (operation.type === 'count') {
      const count = operation.upTo === undefined ? docs.length : Math.min(docs.length, operation.upTo);
      result.set(alias, { kind: 'integer', value: BigInt(count) });
      continue;
    }
    const numbers = docs.map((doc) => read(doc, operation.field)).filter(isNumeric);
    result.set(alias, operation.type === 'sum' ? sum(numbers) : average(numbers));
  }
  return result;
}

type NumericValue = Extract<Value, { kind: 'integer' | 'double' }>;

const isNumeric = (value: Value | undefined): value is NumericValue =>
  value?.kind === 'integer' || value?.kind === 'double';

/** Integers sum exactly and stay an integer unless they overflow int64; any double makes the sum a double. */
function sum(values: readonly NumericValue[]): Value {
  if (values.every((v) => v.kind === 'integer')) {
    const total = values.reduce((acc, v) => acc + (v.value as bigint), 0n);
    if (total <= INT64_MAX && total >= INT64_MIN) return { kind: 'integer', value: total };
  }
  return { kind: 'double', value: values.reduce((acc, v) => acc + Number(v.value), 0) };
}

function average(values: readonly NumericValue[]): Value {
  if (values.length === 0) return NULL_VALUE;
  const total = values.reduce((acc, v) => acc + Number(v.value), 0);
  return { kind: 'double', value: total / values.length };
}
