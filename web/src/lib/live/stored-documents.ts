// The stored documents' schemas (`@appointments/domain/documents`), loaded beside the first load rather than
// in it. Every live row is parsed through them, and they are built with zod, whose mini build alone is
// 16.2 KB gzip: in each dashboard's initial JS that put the student, teacher and admin dashboards 7.6-10 KB
// over their 330 KB budget (`npx tsx bench/bundle-size.ts`: 322.4 → 340.0, 323.6 → 341.7, 320.2 → 337.6).
// So the module is fetched as soon as the live layer is (this file is evaluated with it), in parallel with
// Firestore's own connection, and `listeners.ts` opens a listener only once it is here: rows are parsed when
// the first snapshot arrives, and the page's shell never waits for zod.
type StoredDocuments = typeof import('@appointments/domain/documents');

let loaded: StoredDocuments | undefined;

const loading: Promise<StoredDocuments | undefined> = import('@appointments/domain/documents').then(
  (documents) => {
    loaded = documents;
    return documents;
  },
  (error: unknown) => {
    // A failed chunk (a deployment replaced it) is the same failure as any lazy page's: the listeners open
    // anyway, and their rows fail to parse, which each list reports as its load failure.
    console.warn('Document schemas failed to load', error);
    return undefined;
  },
);

/** Resolves once the schemas are here (or failed to come). */
export function whenStoredDocumentsLoaded(): Promise<unknown> {
  return loading;
}

export function storedDocumentsLoaded(): boolean {
  return loaded !== undefined;
}

/**
 * The schemas, for code that runs on a listener's delivery (row readers): `listeners.ts` delivers nothing
 * before they are loaded.
 */
export function storedDocuments(): StoredDocuments {
  if (!loaded) throw new Error('Document schemas read before a listener delivered');
  return loaded;
}
