// The one place the web app opens a Firestore listener. Screens never call these directly: they use the
// hooks of this folder, which keep a listener open exactly while a screen shows its data.
import {
  type DocumentReference,
  type DocumentSnapshot,
  type FirestoreError,
  onSnapshot,
  type Query,
  type QuerySnapshot,
  type Unsubscribe,
} from 'firebase/firestore';

export function listenToQuery(
  query: Query,
  next: (snapshot: QuerySnapshot) => void,
  error: (error: FirestoreError) => void,
): Unsubscribe {
  return onSnapshot(query, next, error);
}

/**
 * Also for code outside React that must follow one document (the session's own-account watch) and for a
 * changing set of documents that a hook cannot list (the admin panel's private profiles).
 */
export function listenToDocument(
  reference: DocumentReference,
  next: (snapshot: DocumentSnapshot) => void,
  error: (error: FirestoreError) => void,
): Unsubscribe {
  return onSnapshot(reference, next, error);
}
