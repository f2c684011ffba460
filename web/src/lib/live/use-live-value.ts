// One document, or a whole query read into one value, kept live.
import type {
  DocumentReference,
  DocumentSnapshot,
  FirestoreError,
  Query,
  QuerySnapshot,
} from 'firebase/firestore';
import { listenToDocument, listenToQuery } from './listeners';
import { useLiveSource } from './use-live-source';

/**
 * The document as `read` turns it into a value, undefined until the listener has answered. A reference
 * counts by its path, so it need not be memoised. `onError` says what a refusal shows as.
 */
export function useLiveDocument<T>(
  reference: DocumentReference | null,
  read: (snapshot: DocumentSnapshot) => T,
  onError: (error: FirestoreError) => T,
): T | undefined {
  return useLiveSource<T>(reference === null ? null : ['doc', reference.path], (emit) =>
    reference === null
      ? () => {}
      : listenToDocument(
          reference,
          (snapshot) => emit(read(snapshot)),
          (error) => emit(onError(error)),
        ),
  ).value;
}

/**
 * A query's documents read as one value (e.g. a teacher's slots as a list of times and a map of places),
 * undefined until the listener has answered. `query` must be memoised by the caller.
 */
export function useLiveQueryValue<T>(
  query: Query | null,
  read: (snapshot: QuerySnapshot) => T,
  onError: (error: FirestoreError) => T,
): T | undefined {
  return useLiveSource<T>(query === null ? null : ['query', query], (emit) =>
    query === null
      ? () => {}
      : listenToQuery(
          query,
          (snapshot) => emit(read(snapshot)),
          (error) => emit(onError(error)),
        ),
  ).value;
}
