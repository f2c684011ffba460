// One document, or a whole query read into one value (e.g. a teacher's slots as a list of times and a map
// of places), kept live.
import type {
  DocumentReference,
  DocumentSnapshot,
  FirestoreError,
  Query,
  QuerySnapshot,
} from 'firebase/firestore';
import { snapshots } from './listeners';
import { ServerFirst } from './server-first';
import { useLiveSource } from './use-live-source';

type Target = DocumentReference | Query;
type SnapshotOf<Of extends Target> = Of extends DocumentReference ? DocumentSnapshot : QuerySnapshot;

/**
 * What `read` makes of the snapshot, undefined until the listener has answered. A document reference
 * counts by its path, so it need not be memoised; a query counts by identity, so the caller memoises it.
 * `onError` says what a refusal shows as.
 *
 * `serverFirst`: online, the value waits for the server's first answer instead of showing the SDK's
 * persistent cache first (up to SERVER_WAIT_MS, then the cache's). For a value a decision is made on while
 * it shows: a booking's slots from an earlier visit would offer a slot taken since, then vanish.
 */
export function useLiveValue<Of extends Target, T>(
  target: Of | null,
  read: (snapshot: SnapshotOf<Of>) => T,
  onError: (error: FirestoreError) => T,
  { serverFirst = false }: { serverFirst?: boolean } = {},
): T | undefined {
  const key =
    target === null ? null : [target.type === 'document' ? (target as DocumentReference).path : target];
  return useLiveSource<T>(key, (emit) => {
    if (target === null) return () => {};
    const show = (snapshot: DocumentSnapshot | QuerySnapshot) => emit(read(snapshot as SnapshotOf<Of>));
    const first = serverFirst ? new ServerFirst(show) : null;
    const subscription = snapshots(target as Query, { includeMetadataChanges: serverFirst }).subscribe({
      next: (snapshot) => (first ? first.deliver(snapshot) : show(snapshot)),
      error: (error: FirestoreError) => emit(onError(error)),
    });
    return () => {
      first?.stop();
      subscription.unsubscribe();
    };
  });
}
