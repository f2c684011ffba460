import { collections, type RosterRole } from '@appointments/domain';
import { db } from '../lib/firebase';
import { converters } from './converters';

const rosterMembers = () => db().collection(collections.rosterMembers).withConverter(converters.rosterMember);

/** The record that a roster created the account `uid`. */
export const rosterMemberRef = (uid: string) => rosterMembers().doc(uid);

/** Every account a roster of `role` created, by id and address only. */
export async function rosterMemberEmails(role: RosterRole): Promise<Map<string, string>> {
  const snapshot = await db()
    .collection(collections.rosterMembers)
    .where('role', '==', role)
    .select('email')
    .get();
  return new Map(snapshot.docs.map((doc) => [doc.id, String(doc.get('email') ?? '')]));
}
