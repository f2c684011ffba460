import { fieldsToJson, valueToJson } from '../codec/value-json.js';
import type { AuthContext } from '../core/access.js';
import { formatFieldPath } from '../core/field-path.js';
import type { Filter, Query } from '../core/query.js';
import type { MapFields } from '../core/value.js';
import type {
  DocumentData,
  EqualityFilters,
  FirestoreValue,
  RulesAuth,
  RulesQuery,
} from '../security-rules/index.js';

/**
 * Core values → the rules engine's proto3-JSON input. The codec already writes exactly that shape (it is the
 * REST API's), so the cast only narrows its loose `JsonValue` type.
 */
export function documentData(fields: MapFields): DocumentData {
  return fieldsToJson(fields) as unknown as DocumentData;
}

export function rulesAuth(auth: AuthContext): RulesAuth | null {
  return auth.kind === 'user' ? { uid: auth.uid, token: auth.token } : null;
}

/** `request.query`: limit, offset and orderBy as the rules language exposes them. */
export function rulesQuery(query: Query): RulesQuery {
  const orderBy: Record<string, 'ASC' | 'DESC'> = {};
  for (const order of query.orderBy) {
    orderBy[formatFieldPath(order.field)] = order.direction === 'DESCENDING' ? 'DESC' : 'ASC';
  }
  return {
    ...(query.limit === undefined ? {} : { limit: query.limit }),
    ...(query.offset > 0 ? { offset: query.offset } : {}),
    ...(query.orderBy.length > 0 ? { orderBy } : {}),
  };
}

/**
 * Fields every result of the query is known to hold: `==` filters (and `is null` / `is NaN`) reachable
 * through ANDs only. An OR pins nothing, because each branch may hold for a different document.
 */
export function equalityFilters(query: Query): EqualityFilters {
  const pinned: Record<string, FirestoreValue> = {};
  const visit = (filter: Filter | undefined) => {
    if (!filter) return;
    if (filter.type === 'composite') {
      if (filter.op === 'AND') for (const child of filter.filters) visit(child);
      return;
    }
    const key = formatFieldPath(filter.field);
    if (filter.type === 'field' && filter.op === 'EQUAL') {
      pinned[key] = valueToJson(filter.value) as unknown as FirestoreValue;
    } else if (filter.type === 'field' && filter.op === 'IN' && filter.value.kind === 'array') {
      // `in [x]` with a single value pins just as `== x` does.
      const only = filter.value.values.length === 1 ? filter.value.values[0] : undefined;
      if (only) pinned[key] = valueToJson(only) as unknown as FirestoreValue;
    } else if (filter.type === 'unary' && filter.op === 'IS_NULL') {
      pinned[key] = { nullValue: null };
    } else if (filter.type === 'unary' && filter.op === 'IS_NAN') {
      pinned[key] = { doubleValue: 'NaN' };
    }
  };
  visit(query.filter);
  return pinned;
}
