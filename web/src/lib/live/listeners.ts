// The one place the web app opens a Firestore listener. Screens never call it directly: they use the hooks
// of this folder, which keep a listener open exactly while a screen shows its data.
// - `snapshots`: rxfire's `fromRef`, reactfire's own primitive (an Observable of a query's or a document's
//   snapshots, whose unsubscribe closes the listener): the core of `useLiveQuery` and `useLiveValue`.
// - `listen`: Firestore's `onSnapshot`, for the paged list's several listeners (live-pages.ts), for code
//   outside React that must follow one document (the session's own-account watch) and for a changing set
//   of documents that a hook cannot list (the admin panel's private profiles).
// Both open their listener once the document schemas are loaded (stored-documents.ts): every delivery is
// parsed through them, and they are loaded beside the first load, not in it.
import { onSnapshot, type Unsubscribe } from 'firebase/firestore';
import { fromRef } from 'rxfire/firestore';
import { Observable } from 'rxjs';
import { storedDocumentsLoaded, whenStoredDocumentsLoaded } from './stored-documents';

/** Runs `open` now when the schemas are here, else once they are; the answer stops it either way. */
function openWhenReady(open: () => Unsubscribe): Unsubscribe {
  if (storedDocumentsLoaded()) return open();
  let stop: Unsubscribe | undefined;
  let stopped = false;
  void whenStoredDocumentsLoaded().then(() => {
    if (!stopped) stop = open();
  });
  return () => {
    stopped = true;
    stop?.();
  };
}

export const listen = ((...args: unknown[]) =>
  openWhenReady(() => (onSnapshot as (...all: unknown[]) => Unsubscribe)(...args))) as typeof onSnapshot;

export const snapshots = ((...args: Parameters<typeof fromRef>) =>
  new Observable<unknown>((subscriber) => {
    const stop = openWhenReady(() => {
      const subscription = (fromRef(...args) as Observable<unknown>).subscribe(subscriber);
      return () => subscription.unsubscribe();
    });
    return stop;
  })) as typeof fromRef;
