// The admin lists as Firestore queries, the same filters the API's list service builds
// (functions/src/services/account-lists.ts) and served by the same composite indexes.
import { collections, SEARCH_KEYS_FIELD, type SearchQuery } from '@appointments/domain';
import {
  collection,
  type Firestore,
  orderBy,
  type Query,
  type QueryConstraint,
  query,
  where,
} from 'firebase/firestore';
import type { ListCriteria } from '../model/list-state';

export type AccountKind = 'student' | 'teacher';

/** Every matching account, newest first: the list that is read a page at a time (`useLivePages`). */
export function accountListQuery(
  firestore: Firestore,
  kind: AccountKind,
  criteria: ListCriteria,
  search: SearchQuery | null,
): Query {
  const filters: QueryConstraint[] = [];
  if (kind === 'teacher' && criteria.department) filters.push(where('department', '==', criteria.department));
  if (criteria.status !== 'all') filters.push(where('isApproved', '==', criteria.status === 'active'));
  if (search) filters.push(where(SEARCH_KEYS_FIELD, 'array-contains', search.key));
  const accounts = collection(firestore, kind === 'student' ? collections.students : collections.teachers);
  return query(accounts, ...filters, orderBy('createdAt', 'desc'));
}
