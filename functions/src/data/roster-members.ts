import { collections, type RosterRole } from '@appointments/domain';
import { FieldPath } from 'firebase-admin/firestore';
import { db } from '../lib/firebase';
import { converters } from './converters';

const rosterMembers = () => db().collection(collections.rosterMembers).withConverter(converters.rosterMember);

/** The record that a roster created the account `uid`. */
export const rosterMemberRef = (uid: string) => rosterMembers().doc(uid);

const MEMBER_PAGE = 2_000;

/**
 * Every account a roster of `role` created, by id and address only, read a page at a time: 30,000 members'
 * snapshots at once weighed more than the map they fill.
 */
export async function rosterMemberEmails(role: RosterRole): Promise<Map<string, string>> {
  const emails = new Map<string, string>();
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
    for (const doc of docs) emails.set(doc.id, String(doc.get('email') ?? ''));
    if (docs.length < MEMBER_PAGE) return emails;
    after = docs.at(-1)?.id;
  }
}
