// The one place the web app opens a Firestore listener. Screens never call it directly: they use the hooks
// of this folder, which keep a listener open exactly while a screen shows its data. Also for code outside
// React that must follow one document (the session's own-account watch) and for a changing set of
// documents that a hook cannot list (the admin panel's private profiles). A re-export, not a wrapper:
// a module of its own would be one more chunk on every dashboard's first load.
export { onSnapshot as listen } from 'firebase/firestore';
