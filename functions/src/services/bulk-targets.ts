// The accounts a bulk decision is for: the ids given, or every account a list filter matches, found the way
// the admin lists find them (services/account-lists.ts), a page at a time.
import { type BulkFilter, matchesSearch, searchQueryOf } from '@appointments/domain';
import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { type AccountKind, filteredQuery, inListOrder, textsOf } from './account-lists';

/** Matches read per query page: only ids and the searched fields are read. */
const TARGET_PAGE_SIZE = 500;

/** Every id the filter matches, in the lists' order (newest first). */
export async function idsMatching(kind: AccountKind, filter: BulkFilter): Promise<string[]> {
  const search = searchQueryOf(filter.search);
  const query = inListOrder(filteredQuery(kind, filter, search)).select(
    'createdAt',
    'name',
    'email',
    'profile.course',
    'profile.studentId',
    'subject',
    'department',
  );
  const ids: string[] = [];
  let after: QueryDocumentSnapshot | undefined;
  for (;;) {
    const page = await (after ? query.startAfter(after) : query).limit(TARGET_PAGE_SIZE).get();
    for (const doc of page.docs) {
      // A query longer than a search key is looked up by its key; the rest is checked here, as the lists do.
      if (!search?.rest || matchesSearch(textsOf(kind, doc.data()), search.rest)) ids.push(doc.id);
    }
    if (page.size < TARGET_PAGE_SIZE) return ids;
    after = page.docs.at(-1);
  }
}

/** The ids once each, in the order given. */
export const distinctIds = (ids: readonly string[]) => [...new Set(ids)];

export function chunksOf<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}

/** Runs `task` on every item, at most `limit` at once. */
export async function eachLimited<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
