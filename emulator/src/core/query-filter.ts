import type { StoredDocument } from './document.js';
import { type FieldPath, getField, isDocumentKeyPath } from './field-path.js';
import type { Filter } from './query.js';
import { isNaNValue, type Value } from './value.js';
import { compareValues, typeOrder, valuesEqualForFilter } from './value-order.js';

/** Reads a field of a document, `__name__` included, as the filters and the sort see it. */
export type FieldReader = (doc: StoredDocument, field: FieldPath) => Value | undefined;

export function fieldReaderFor(documentsRoot: string): FieldReader {
  return (doc, field) =>
    isDocumentKeyPath(field)
      ? { kind: 'reference', value: `${documentsRoot}/${doc.path}` }
      : getField(doc.fields, field);
}

export function matchesFilter(doc: StoredDocument, filter: Filter, read: FieldReader): boolean {
  switch (filter.type) {
    case 'composite':
      return filter.op === 'AND'
        ? filter.filters.every((f) => matchesFilter(doc, f, read))
        : filter.filters.some((f) => matchesFilter(doc, f, read));
    case 'unary':
      return matchesUnary(read(doc, filter.field), filter.op);
    case 'field':
      return matchesField(read(doc, filter.field), filter.op, filter.value);
  }
}

function matchesUnary(value: Value | undefined, op: Extract<Filter, { type: 'unary' }>['op']): boolean {
  if (value === undefined) return false;
  switch (op) {
    case 'IS_NULL':
      return value.kind === 'null';
    case 'IS_NOT_NULL':
      return value.kind !== 'null';
    case 'IS_NAN':
      return isNaNValue(value);
    case 'IS_NOT_NAN':
      return value.kind !== 'null' && !isNaNValue(value);
  }
}

const contains = (list: Value, item: Value): boolean =>
  list.kind === 'array' && list.values.some((candidate) => valuesEqualForFilter(candidate, item));

/**
 * Range and equality filters match only values of the same type as the operand; `!=` and `not-in` match
 * every other value except null and a missing field.
 */
function matchesField(
  value: Value | undefined,
  op: Extract<Filter, { type: 'field' }>['op'],
  operand: Value,
): boolean {
  if (value === undefined) return false;
  switch (op) {
    case 'EQUAL':
      return valuesEqualForFilter(value, operand);
    case 'NOT_EQUAL':
      return value.kind !== 'null' && !valuesEqualForFilter(value, operand);
    // Production matches null only with == null (IS_NULL): inside `in` / `array-contains-any` it matches nothing.
    case 'IN':
      return value.kind !== 'null' && contains(operand, value);
    case 'NOT_IN':
      return value.kind !== 'null' && !contains(operand, value);
    case 'ARRAY_CONTAINS':
      return contains(value, operand);
    case 'ARRAY_CONTAINS_ANY':
      return (
        value.kind === 'array' &&
        operand.kind === 'array' &&
        operand.values.some((item) => item.kind !== 'null' && contains(value, item))
      );
    default: {
      if (typeOrder(value) !== typeOrder(operand) || isNaNValue(value) || isNaNValue(operand)) return false;
      const c = compareValues(value, operand);
      if (op === 'LESS_THAN') return c < 0;
      if (op === 'LESS_THAN_OR_EQUAL') return c <= 0;
      if (op === 'GREATER_THAN') return c > 0;
      return c >= 0;
    }
  }
}
