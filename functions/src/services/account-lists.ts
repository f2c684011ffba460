// The admin's account lists as Firestore queries: status and department filters and the search key are
// `where` clauses, pages follow a cursor, counts are aggregations. Nothing here reads every account.
import {
  type AccountCounts,
  type AccountListQuery,
  collections,
  DEPARTMENT_OPTIONS,
  matchesSearch,
  SEARCH_KEYS_FIELD,
  type SearchQuery,
  searchQueryOf,
  studentSearchFieldsOf,
  studentSearchTexts,
  teacherSearchFieldsOf,
  teacherSearchTexts,
} from '@appointments/domain';
import { FieldPath, type Query, type QueryDocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import { countOf } from '../data/counting';
import { db } from '../lib/firebase';
import { accountCounters } from './account-counters';

export type AccountKind = 'student' | 'teacher';
type Criteria = Pick<AccountListQuery, 'status' | 'search' | 'department'>;

const collectionOf = (kind: AccountKind) =>
  db().collection(kind === 'student' ? collections.students : collections.teachers);

export const textsOf = (kind: AccountKind, data: Record<string, unknown>) =>
  kind === 'student'
    ? studentSearchTexts(studentSearchFieldsOf(data))
    : teacherSearchTexts(teacherSearchFieldsOf(data));

/** The filters of a list as `where` clauses; the search as one `array-contains` on the search keys. */
export function filteredQuery(
  kind: AccountKind,
  criteria: Partial<Criteria>,
  search: SearchQuery | null,
): Query {
  let query: Query = collectionOf(kind);
  if (kind === 'teacher' && criteria.department) query = query.where('department', '==', criteria.department);
  if (criteria.status === 'active') query = query.where('isApproved', '==', true);
  if (criteria.status === 'pending') query = query.where('isApproved', '==', false);
  if (search) query = query.where(SEARCH_KEYS_FIELD, 'array-contains', search.key);
  return query;
}

/** Newest first, ties by id: the order of every page, so a cursor names one place in it. */
export const inListOrder = (query: Query) =>
  query.orderBy('createdAt', 'desc').orderBy(FieldPath.documentId(), 'desc');

/** An opaque cursor: the last listed account's creation time and id. */
export function encodeCursor(doc: QueryDocumentSnapshot): string {
  const createdAt = doc.get('createdAt');
  const time = createdAt instanceof Timestamp ? createdAt : Timestamp.fromMillis(0);
  return Buffer.from(JSON.stringify([time.seconds, time.nanoseconds, doc.id])).toString('base64url');
}

/** Null when the text is no cursor this API gave out. */
export function decodeCursor(cursor: string): [Timestamp, string] | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 3) return null;
    const [seconds, nanos, id] = value as unknown[];
    if (!Number.isInteger(seconds) || !Number.isInteger(nanos) || typeof id !== 'string' || id === '')
      return null;
    return [new Timestamp(seconds as number, nanos as number), id];
  } catch {
    return null;
  }
}

export interface AccountPage {
  docs: QueryDocumentSnapshot[];
  /** Null on the last page. */
  nextCursor: string | null;
}

/**
 * One page of a list. A query longer than a search key is looked up by its key and the rest checked here,
 * reading on until the page is full or the key's matches end.
 */
export async function accountPage(
  kind: AccountKind,
  criteria: Criteria,
  after: [Timestamp, string] | null,
  limit: number,
): Promise<AccountPage> {
  const search = searchQueryOf(criteria.search);
  const base = inListOrder(filteredQuery(kind, criteria, search));
  const docs: QueryDocumentSnapshot[] = [];
  let cursor = after;
  for (;;) {
    const want = limit - docs.length;
    // One more than needed tells whether another page follows.
    const query = (cursor ? base.startAfter(...cursor) : base).limit(want + 1);
    const snapshot = await query.get();
    const fetched = snapshot.docs.slice(0, want);
    const kept = search?.rest
      ? fetched.filter((doc) => matchesSearch(textsOf(kind, doc.data()), search.rest ?? ''))
      : fetched;
    docs.push(...kept);
    const more = snapshot.size > want;
    const last = fetched[fetched.length - 1];
    if (!more || !last) return { docs, nextCursor: null };
    if (docs.length >= limit) return { docs, nextCursor: encodeCursor(last) };
    cursor = [last.get('createdAt') as Timestamp, last.id];
  }
}

/** Counts the matches of a query whose search key is not the whole query: reads the key's few matches. */
async function countChecked(kind: AccountKind, query: Query, rest: string): Promise<number> {
  const snapshot = await query
    .select('name', 'email', 'profile.course', 'profile.studentId', 'subject', 'department')
    .get();
  return snapshot.docs.filter((doc) => matchesSearch(textsOf(kind, doc.data()), rest)).length;
}

function countMatches(kind: AccountKind, criteria: Partial<Criteria>, search: SearchQuery | null) {
  const query = filteredQuery(kind, criteria, search);
  return search?.rest ? countChecked(kind, query, search.rest) : countOf(query);
}

/**
 * The counts beside a list: every account and the pending ones (active = the rest) from the role's counter
 * (one document; counted now when `fresh`), and, as aggregations, what depends on the user's choice: the
 * matches of the search with and without the filters, and, when `extraDepartments` is given (teachers),
 * each department's size (`DEPARTMENT_OPTIONS` and `extraDepartments`, e.g. those on the cards shown). A
 * status filter alone needs no count: its matches are the counter's pending or active.
 */
export async function accountCounts(
  kind: AccountKind,
  criteria: Criteria,
  extraDepartments: readonly string[] | null = null,
  fresh = false,
): Promise<AccountCounts> {
  const search = searchQueryOf(criteria.search);
  const byDepartment = kind === 'teacher' && criteria.department !== '';
  const departmentNames =
    kind === 'teacher' && extraDepartments
      ? [...new Set([...DEPARTMENT_OPTIONS, ...extraDepartments, criteria.department])].filter(Boolean)
      : [];
  const [[counter], searchMatches, matching, departmentCounts] = await Promise.all([
    accountCounters([kind], fresh),
    search ? countMatches(kind, {}, search) : null,
    byDepartment || (search && criteria.status !== 'all') ? countMatches(kind, criteria, search) : null,
    Promise.all(departmentNames.map((department) => countOf(filteredQuery(kind, { department }, null)))),
  ]);
  if (!counter) throw new Error('account counter missing');
  const { total, pending } = counter;
  const byStatus = { all: total, active: total - pending, pending }[criteria.status];
  const counts: AccountCounts = {
    total,
    active: total - pending,
    pending,
    searchMatches: searchMatches ?? total,
    matching: matching ?? searchMatches ?? byStatus,
  };
  if (kind === 'teacher' && extraDepartments) {
    counts.departments = Object.fromEntries(
      departmentNames.map((name, i) => [name, departmentCounts[i] ?? 0]),
    );
  }
  return counts;
}
