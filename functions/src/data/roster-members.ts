import { collections, type RosterRole } from '@appointments/domain';
import { FieldPath } from 'firebase-admin/firestore';
import { db } from '../lib/firebase';
import { converters } from './converters';

const rosterMembers = () => db().collection(collections.rosterMembers).withConverter(converters.rosterMember);

/** The record that a roster created the account `uid`. */
export const rosterMemberRef = (uid: string) => rosterMembers().doc(uid);

const MEMBER_PAGE = 2_000;

/**
 * Every account a roster of `role` created, by id and address only, a page at a time: the caller keeps what it
 * needs of each page (a preview, the few left off the file), never the whole membership of a campus at once.
 */
export async function* rosterMemberPages(
  role: RosterRole,
): AsyncGenerator<Array<[uid: string, email: string]>> {
  let after: string | undefined;
  for (;;) {
    let page = db()
      .collection(collections.rosterMembers)
      .where('role', '==', role)
      .orderBy(FieldPath.documentId())
      .select('email')
      .limit(MEMBER_PAGE);
    if (after) page = page.startAfter(after);
    const { docs } = await page.get();
    yield docs.map((doc): [string, string] => [doc.id, String(doc.get('email') ?? '')]);
    if (docs.length < MEMBER_PAGE) return;
    after = docs.at(-1)?.id;
  }
}
