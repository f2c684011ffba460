import { invalidArgument } from './errors.js';
import { DOCUMENT_KEY_FIELD, type FieldPath, formatFieldPath, isDocumentKeyPath } from './field-path.js';
import { type Cursor, type Filter, INEQUALITY_OPERATORS, type Order, type Query } from './query.js';
import { compareUtf8 } from './value-order.js';

const MAX_DISJUNCTION_VALUES = 30;
const KEY_PATH: FieldPath = [DOCUMENT_KEY_FIELD];

/**
 * Checks a query as Firestore's backend would and returns the order it really runs with: the explicit
 * order, then inequality fields not yet ordered (by field path), then `__name__` in the last direction.
 */
export function normalizeQuery(query: Query): readonly Order[] {
  if (query.offset < 0) throw invalidArgument('offset must be non-negative.');
  if (query.limit !== undefined && query.limit < 0) throw invalidArgument('limit must be non-negative.');
  if (query.filter) validateFilter(query.filter);

  const order: Order[] = [];
  const seen = new Set<string>();
  for (const entry of query.orderBy) {
    const key = formatFieldPath(entry.field);
    if (seen.has(key)) throw invalidArgument(`Order by field "${key}" appears more than once.`);
    seen.add(key);
    order.push(entry);
  }
  const lastDirection = order.at(-1)?.direction ?? 'ASCENDING';
  const allInequalities = inequalityFields(query.filter);
  // A key equality cannot be served by an index ordered by other inequality fields unless the key is one
  // of those inequalities too; production refuses the query rather than scan.
  if (hasKeyEquality(query.filter) && allInequalities.size > 0 && !allInequalities.has(DOCUMENT_KEY_FIELD)) {
    throw invalidArgument(
      'Equality on key is not allowed if there are other inequality fields and key does not appear in inequalities.',
    );
  }
  const inequalities = [...allInequalities].filter((key) => !seen.has(key)).sort(compareUtf8);
  for (const key of inequalities) {
    if (key === DOCUMENT_KEY_FIELD) continue;
    order.push({ field: fieldFromKey(key, query.filter), direction: lastDirection });
    seen.add(key);
  }
  if (!seen.has(DOCUMENT_KEY_FIELD)) order.push({ field: KEY_PATH, direction: lastDirection });
  // Names are unique, so nothing may follow `__name__`: an explicit key order placed before other explicit
  // orders, or before the inequality fields the backend adds, is refused in production's words.
  const keyAt = order.findIndex((entry) => isDocumentKeyPath(entry.field));
  const afterKey = order[keyAt + 1];
  if (afterKey) {
    throw invalidArgument(
      `order by clause cannot contain more fields after the key ${formatFieldPath(afterKey.field)}`,
    );
  }

  validateCursor(query.startAt, order, 'start');
  validateCursor(query.endAt, order, 'end');
  return order;
}

function inequalityFields(filter: Filter | undefined, into = new Set<string>()): Set<string> {
  if (!filter) return into;
  if (filter.type === 'composite') {
    for (const child of filter.filters) inequalityFields(child, into);
  } else if (INEQUALITY_OPERATORS.has(filter.op)) {
    into.add(formatFieldPath(filter.field));
  }
  return into;
}

function hasKeyEquality(filter: Filter | undefined): boolean {
  if (!filter) return false;
  if (filter.type === 'composite') return filter.filters.some(hasKeyEquality);
  return filter.type !== 'unary' && filter.op === 'EQUAL' && isDocumentKeyPath(filter.field);
}

function fieldFromKey(key: string, filter: Filter | undefined): FieldPath {
  if (!filter) return KEY_PATH;
  if (filter.type !== 'composite') return formatFieldPath(filter.field) === key ? filter.field : KEY_PATH;
  for (const child of filter.filters) {
    const found = fieldFromKey(key, child);
    if (found !== KEY_PATH) return found;
  }
  return KEY_PATH;
}

function validateFilter(filter: Filter): void {
  if (filter.type === 'composite') {
    if (filter.filters.length === 0)
      throw invalidArgument('A composite filter must contain at least one filter.');
    for (const child of filter.filters) validateFilter(child);
    return;
  }
  if (filter.field.length === 0) throw invalidArgument('A filter must name a field.');
  if (filter.type === 'unary') {
    if (isDocumentKeyPath(filter.field))
      throw invalidArgument(`Unary filter ${filter.op} is not allowed on __name__.`);
    return;
  }
  const { op, value } = filter;
  const listOperator = op === 'IN' || op === 'NOT_IN' || op === 'ARRAY_CONTAINS_ANY';
  if (listOperator) {
    if (value.kind !== 'array')
      throw invalidArgument(`A filter with operator ${op} requires an array value.`);
    if (value.values.length === 0)
      throw invalidArgument(`A filter with operator ${op} requires a non-empty array.`);
    if (value.values.length > MAX_DISJUNCTION_VALUES) {
      throw invalidArgument(
        `A filter with operator ${op} supports at most ${MAX_DISJUNCTION_VALUES} values.`,
      );
    }
  }
  if (!isDocumentKeyPath(filter.field)) return;
  if (op === 'ARRAY_CONTAINS' || op === 'ARRAY_CONTAINS_ANY') {
    throw invalidArgument(`Operator ${op} is not allowed on __name__.`);
  }
  const operands = listOperator && value.kind === 'array' ? value.values : [value];
  if (operands.some((operand) => operand.kind !== 'reference')) {
    throw invalidArgument('__key__ filter value must be a Key');
  }
}

function validateCursor(cursor: Cursor | undefined, order: readonly Order[], which: string): void {
  if (!cursor) return;
  if (cursor.values.length > order.length) {
    throw invalidArgument(
      `Too many cursor values specified in the ${which} cursor. The specified order by clause must have at least as many fields as the cursor.`,
    );
  }
  cursor.values.forEach((value, i) => {
    if (isDocumentKeyPath((order[i] as Order).field) && value.kind !== 'reference') {
      throw invalidArgument('Cursor position for __name__ must be a document reference (a Key).');
    }
  });
}
