// The signed-in account's own document, watched while a signed-in route is open. Loaded lazily by the
// session sync (use-session-sync.ts), after the page, so the signed-in layout does not carry Firestore.
import { collections, sessionMessages } from '@appointments/domain';
import type { User } from 'firebase/auth';
import { listen } from '../live/listeners';

export type EndSession = (message: string) => void;

const accountCollections = { student: collections.students, teacher: collections.teachers } as const;

/**
 * Listens to students/{uid} or teachers/{uid} (the role from the ID token's claims): an approval change
 * refreshes the ID token so the new claims apply at once; an unapproved or deleted account ends the
 * session. Admins have no approval to watch. Fails soft: a listener error is logged and the session goes on.
 * Returns the function that stops it.
 */
export async function watchOwnAccount(user: User, endSession: EndSession): Promise<() => void> {
  const { claims } = await user.getIdTokenResult();
  const role = claims.role;
  if (role !== 'student' && role !== 'teacher') return () => {};
  const [{ doc }, { sessionFirestore }] = await Promise.all([
    import('firebase/firestore'),
    import('../firebase'),
  ]);
  // None once a logout has begun while the token and the imports were awaited.
  const firestore = sessionFirestore();
  if (!firestore) return () => {};
  let wasApproved: boolean | undefined;
  return listen(
    doc(firestore, accountCollections[role], user.uid),
    (snapshot) => {
      if (!snapshot.exists()) return endSession(sessionMessages.accountRemoved);
      const approved = snapshot.get('isApproved') === true;
      const changed = wasApproved !== undefined && wasApproved !== approved;
      wasApproved = approved;
      if (!approved) return endSession(sessionMessages.accountNotApproved);
      // The document changes with every booking (its counters); only an approval change touches the claims.
      if (changed) {
        user.getIdToken(true).catch((error: unknown) => console.warn('Claims refresh failed', error));
      }
    },
    (error) => {
      // Production Firestore ends a listener whose rules stop allowing it: the account lost its approval.
      if (error.code === 'permission-denied') return endSession(sessionMessages.accountNotApproved);
      console.warn('Account listener failed; approval changes will apply at the next login', error);
    },
  );
}
