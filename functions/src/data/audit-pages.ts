import {
  type AuditLogEntry,
  type AuditLogPage,
  collections,
  MAX_SEARCH_KEY_LENGTH,
  normaliseSearchText,
  readAuditLogEntry,
} from '@appointments/domain';
import type { Query } from 'firebase-admin/firestore';
import { db } from '../lib/firebase';

export const AUDIT_PAGE_SIZE = 25;

/**
 * One page of the audit log, newest first, after the entry `cursor` (an entry id). A search term finds the
 * entries whose stored keys (prefixes of the target's name and email, the actor's email, the action's
 * label) hold it, as the account lists' search does.
 */
export async function auditLogPage(options: { cursor?: string; search?: string }): Promise<AuditLogPage> {
  const log = db().collection(collections.auditLog);
  const term = normaliseSearchText(options.search ?? '');
  let query: Query = log.orderBy('at', 'desc');
  if (term) query = query.where('searchKeys', 'array-contains', term.slice(0, MAX_SEARCH_KEY_LENGTH));
  if (options.cursor) {
    const after = await log.doc(options.cursor).get();
    if (after.exists) query = query.startAfter(after);
  }
  const page = await query.limit(AUDIT_PAGE_SIZE + 1).get();
  const docs = page.docs.slice(0, AUDIT_PAGE_SIZE);
  const entries: AuditLogEntry[] = docs.map((doc) => readAuditLogEntry(doc.id, doc.data()));
  return {
    entries,
    nextCursor: page.docs.length > AUDIT_PAGE_SIZE ? (docs.at(-1)?.id ?? null) : null,
  };
}
