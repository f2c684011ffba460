import { type FieldPath, getField, setField } from './field-path.js';
import type { Micros } from './time.js';
import { microsToTimestamp } from './time.js';
import {
  INT64_MAX,
  INT64_MIN,
  isNaNValue,
  isNumber,
  type MapFields,
  NULL_VALUE,
  toNumber,
  type Value,
} from './value.js';
import { compareValues, valuesEquivalent } from './value-order.js';

export type TransformOperation =
  | { readonly type: 'serverTimestamp' }
  | { readonly type: 'increment'; readonly operand: Value }
  | { readonly type: 'maximum'; readonly operand: Value }
  | { readonly type: 'minimum'; readonly operand: Value }
  | { readonly type: 'appendMissingElements'; readonly elements: readonly Value[] }
  | { readonly type: 'removeAllFromArray'; readonly elements: readonly Value[] };

export interface FieldTransform {
  readonly field: FieldPath;
  readonly operation: TransformOperation;
}

export interface TransformOutcome {
  readonly fields: MapFields;
  /** One per transform, in order, as WriteResult.transform_results reports them. */
  readonly results: Value[];
}

export function applyTransforms(
  fields: MapFields,
  transforms: readonly FieldTransform[],
  commitTime: Micros,
): TransformOutcome {
  let current = fields;
  const results: Value[] = [];
  for (const transform of transforms) {
    const previous = getField(current, transform.field);
    const next = transformValue(previous, transform.operation, commitTime);
    current = setField(current, transform.field, next);
    const isArrayOp =
      transform.operation.type === 'appendMissingElements' ||
      transform.operation.type === 'removeAllFromArray';
    results.push(isArrayOp ? NULL_VALUE : next);
  }
  return { fields: current, results };
}

function transformValue(
  previous: Value | undefined,
  operation: TransformOperation,
  commitTime: Micros,
): Value {
  switch (operation.type) {
    case 'serverTimestamp':
      return { kind: 'timestamp', ...microsToTimestamp(commitTime) };
    case 'increment':
      return isNumber(previous) ? add(previous, operation.operand) : operation.operand;
    case 'maximum':
      return isNumber(previous) ? pickExtreme(previous, operation.operand, 1) : operation.operand;
    case 'minimum':
      return isNumber(previous) ? pickExtreme(previous, operation.operand, -1) : operation.operand;
    case 'appendMissingElements': {
      const values = previous?.kind === 'array' ? [...previous.values] : [];
      for (const element of operation.elements) {
        if (!values.some((existing) => valuesEquivalent(existing, element))) values.push(element);
      }
      return { kind: 'array', values };
    }
    case 'removeAllFromArray': {
      const values = previous?.kind === 'array' ? previous.values : [];
      return {
        kind: 'array',
        values: values.filter((existing) => !operation.elements.some((e) => valuesEquivalent(existing, e))),
      };
    }
  }
}

/** Integer sums saturate at the int64 bounds, as Firestore documents for increment. */
function add(previous: Value, operand: Value): Value {
  if (previous.kind === 'integer' && operand.kind === 'integer') {
    const sum = previous.value + operand.value;
    return { kind: 'integer', value: sum > INT64_MAX ? INT64_MAX : sum < INT64_MIN ? INT64_MIN : sum };
  }
  if (!isNumber(previous) || !isNumber(operand)) return operand;
  return { kind: 'double', value: toNumber(previous) + toNumber(operand) };
}

/**
 * Maximum/minimum: NaN wins, equal values keep what is stored, and mixed types take the type of the
 * chosen operand.
 */
function pickExtreme(previous: Value, operand: Value, direction: 1 | -1): Value {
  if (!isNumber(operand)) return operand;
  if (isNaNValue(previous)) return previous;
  if (isNaNValue(operand)) return operand;
  const c = compareValues(operand, previous);
  return c * direction > 0 ? operand : previous;
}
