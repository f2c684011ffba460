// Keeps the stored session in step with the Firebase Auth session on signed-in routes. Loaded lazily by
// the signed-in layout only, so the landing and auth screens never load Firestore.
import { collections, sessionMessages } from '@appointments/domain';
import type { User } from 'firebase/auth';
import { onIdTokenChanged } from 'firebase/auth';
import { auth } from '../firebase-auth';
import { listen } from '../live/listeners';
import { useSessionStore } from './session-store';

export type EndSession = (message: string) => void;

/**
 * Stores every new ID token (the SDK refreshes it by itself before expiry), ends the session when Firebase
 * has no user any more, and watches the account's own document so approval changes reach the claims.
 * Returns the function that stops all of it.
 */
export function startSessionSync(endSession: EndSession): () => void {
  let stopAccountWatch: (() => void) | undefined;
  let stopped = false;
  let watchedUid: string | undefined;

  const stopTokenWatch = onIdTokenChanged(auth, (user) => {
    if (!user) {
      if (useSessionStore.getState().isAuthenticated) endSession(sessionMessages.sessionExpired);
      return;
    }
    user
      .getIdToken()
      .then((token) => useSessionStore.getState().setToken(token))
      .catch((error: unknown) => console.warn('Could not read the ID token', error));
    if (watchedUid !== user.uid) {
      watchedUid = user.uid;
      stopAccountWatch?.();
      stopAccountWatch = undefined;
      watchOwnAccount(user, endSession)
        .then((stop) => {
          if (stopped) stop();
          else stopAccountWatch = stop;
        })
        .catch((error: unknown) => console.warn('Account watch unavailable', error));
    }
  });

  return () => {
    stopped = true;
    stopTokenWatch();
    stopAccountWatch?.();
  };
}

const accountCollections = { student: collections.students, teacher: collections.teachers } as const;

/**
 * Listens to students/{uid} or teachers/{uid}: an approval change refreshes the ID token so the new claims
 * apply at once; an unapproved or deleted account ends the session. Admins have no approval to watch.
 * Fails soft: a listener error is logged and the session goes on.
 */
async function watchOwnAccount(user: User, endSession: EndSession): Promise<() => void> {
  const role = useSessionStore.getState().role;
  if (role !== 'student' && role !== 'teacher') return () => {};
  const [{ doc }, { firestore }] = await Promise.all([import('firebase/firestore'), import('../firebase')]);
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
