// The one place the web app opens a Firestore listener. Screens never call it directly: they use the hooks
// of this folder, which keep a listener open exactly while a screen shows its data.
// - `snapshots`: rxfire's `fromRef`, reactfire's own primitive (an Observable of a query's or a document's
//   snapshots, whose unsubscribe closes the listener): the core of `useLiveQuery` and `useLiveValue`.
// - `listen`: Firestore's `onSnapshot`, for the paged list's several listeners (live-pages.ts), for code
//   outside React that must follow one document (the session's own-account watch) and for a changing set
//   of documents that a hook cannot list (the admin panel's private profiles).
// Re-exports, not wrappers: a module of its own would be one more chunk on every dashboard's first load.

export { onSnapshot as listen } from 'firebase/firestore';
export { fromRef as snapshots } from 'rxfire/firestore';
