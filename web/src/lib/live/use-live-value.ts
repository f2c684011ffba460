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
import { useLiveSource } from './use-live-source';

type Target = DocumentReference | Query;
type SnapshotOf<Of extends Target> = Of extends DocumentReference ? DocumentSnapshot : QuerySnapshot;

/**
 * What `read` makes of the snapshot, undefined until the listener has answered. A document reference
 * counts by its path, so it need not be memoised; a query counts by identity, so the caller memoises it.
 * `onError` says what a refusal shows as.
 */
export function useLiveValue<Of extends Target, T>(
  target: Of | null,
  read: (snapshot: SnapshotOf<Of>) => T,
  onError: (error: FirestoreError) => T,
): T | undefined {
  const key =
    target === null ? null : [target.type === 'document' ? (target as DocumentReference).path : target];
  return useLiveSource<T>(key, (emit) =>
    target === null
      ? () => {}
      : closer(
          snapshots(target as Query).subscribe({
            next: (snapshot) => emit(read(snapshot as unknown as SnapshotOf<Of>)),
            error: (error: FirestoreError) => emit(onError(error)),
          }),
        ),
  );
}

/** Unsubscribing closes the Firestore listener under rxfire's Observable. */
function closer(subscription: { unsubscribe(): void }): () => void {
  return () => subscription.unsubscribe();
}
