// A list read a page at a time, every page its own live listener. The first page is the base query limited
// to one page; each further page starts after the last document of the page before it (a cursor), so
// loading page k reads one page of new documents and every row shown stays live.
//
// The pages partition the order: page j covers (start_j, start_{j+1}], the last page (start_last, ∞) up to
// one page. A page opened with a limit covers its range only while it still reaches its end: when a row
// enters it (a new account, a conversation with a new message) its limit pushes its last row out, past
// the next page's cursor, and that row would be in no page. Such a page is reopened as the closed range
// `startAfter(start) endAt(end)` (one page read again, once: a closed page is exact from then on). A page
// that lost a row pulls in the next page's first row instead: that row is shown once, where it belongs.
import {
  type DocumentSnapshot,
  endAt,
  limit,
  type Query,
  type QueryConstraint,
  type QueryDocumentSnapshot,
  type QuerySnapshot,
  query,
  snapshotEqual,
  startAfter,
} from 'firebase/firestore';
import { listen } from './listeners';
import { ServerFirst } from './server-first';

export interface PagesDelivery<T> {
  /** The rows of every page answered so far, in order, each document once. */
  items: T[];
  /** The last page is full: another may follow. */
  hasMore: boolean;
  /** A page asked for by `loadMore` has not answered yet. */
  loadingMore: boolean;
  failed: boolean;
  updatedAt: Date;
  /** Where each open page starts (null: the first), so a refresh can reopen the same pages. */
  starts: readonly (DocumentSnapshot | null)[];
  /** Opens the next page after the last row; does nothing while a page loads or when the last was short. */
  loadMore(): void;
}

export interface PagesOptions<T> {
  pageSize: number;
  fromData(id: string, data: Record<string, unknown>): T;
  /** Told once per failed listener (the hook shows the catalogue's toast). */
  onFailure(): void;
  /** The pages to open at once (a refresh); the first page alone when absent. */
  starts?: readonly (DocumentSnapshot | null)[] | null;
}

interface Page {
  start: DocumentSnapshot | null;
  /** Set once the page is a closed range (it ends at the next page's start). */
  closed: boolean;
  /** Null until the page's listener has answered. */
  docs: QueryDocumentSnapshot[] | null;
  stop(): void;
  /** The closed-range listener that replaces this page's limited one once it answers. */
  replacing: (() => void) | null;
}

interface Row<T> {
  doc: QueryDocumentSnapshot;
  row: T;
}

/** Opens the pages and hands each merged view to `emit`; returns what closes every listener. */
export function openLivePages<T>(
  base: Query,
  options: PagesOptions<T>,
  emit: (delivery: PagesDelivery<T>) => void,
): () => void {
  const { pageSize, fromData, onFailure } = options;
  const pages: Page[] = [];
  // One row per document across all pages: a row that moves to another page, or a page reopened, keeps
  // its object while its document is unchanged (memoised cards skip their render).
  const rows = new Map<string, Row<T>>();
  let stopped = false;
  let failed = false;
  let scheduled = false;

  const rowsOf = (snapshot: QuerySnapshot) => {
    for (const change of snapshot.docChanges()) {
      if (change.type === 'removed') continue;
      const known = rows.get(change.doc.id);
      if (known && snapshotEqual(known.doc, change.doc)) continue;
      rows.set(change.doc.id, { doc: change.doc, row: fromData(change.doc.id, change.doc.data()) });
    }
    return snapshot.docs;
  };

  const constraintsOf = (start: DocumentSnapshot | null, end: DocumentSnapshot | null): QueryConstraint[] => [
    ...(start ? [startAfter(start)] : []),
    end ? endAt(end) : limit(pageSize),
  ];

  const fail = (page: Page) => {
    onFailure();
    failed = true;
    const at = pages.indexOf(page);
    if (at >= 0) for (const dropped of pages.splice(at)) stopPage(dropped);
    settle();
  };

  // A page shows from the server's first answer on: the SDK's persistent cache holds the documents of other
  // lists and of earlier visits, and a page from it could be partial or stale (a first page of 48 cached
  // accounts ends the list, then the server's 50 add 'Show more'). Metadata changes are asked for so that
  // answer is heard even when it changes no document (the cache had the whole page). Offline, or when the
  // server has not answered for a while, the cache's page is what there is (the offline dashboards).
  const open = (page: Page, end: DocumentSnapshot | null) => {
    const first = new ServerFirst<QuerySnapshot>((snapshot) => {
      page.docs = snapshot.docs;
      schedule();
    });
    const stopListening = listen(
      query(base, ...constraintsOf(page.start, end)),
      { includeMetadataChanges: true },
      (snapshot) => {
        // Every snapshot's changes go into the rows, a held-back one's too: the next one's are relative to it.
        rowsOf(snapshot);
        first.deliver(snapshot);
      },
      () => fail(page),
    );
    return () => {
      first.stop();
      stopListening();
    };
  };

  const addPage = (start: DocumentSnapshot | null, end: DocumentSnapshot | null) => {
    const page: Page = { start, closed: end !== null, docs: null, stop: () => {}, replacing: null };
    pages.push(page);
    page.stop = open(page, end);
  };

  const stopPage = (page: Page) => {
    page.stop();
    page.replacing?.();
  };

  /** Reopens page `at` as the closed range up to the next page's start; the limited listener serves until then. */
  const closePage = (at: number) => {
    const page = pages[at];
    const end = pages[at + 1]?.start;
    if (!page || !end) return;
    const stopReplacement = listen(
      query(base, ...constraintsOf(page.start, end)),
      { includeMetadataChanges: true },
      (snapshot) => {
        const docs = rowsOf(snapshot);
        // The cache lacks the very row the page lost (no listener held it): the server's answer replaces.
        if (page.replacing === stopReplacement) {
          if (snapshot.metadata.fromCache) return;
          page.stop();
          page.stop = stopReplacement;
          page.replacing = null;
          page.closed = true;
        }
        page.docs = docs;
        schedule();
      },
      () => fail(page),
    );
    page.replacing = stopReplacement;
  };

  /** A limited page that no longer reaches its end while nothing past its end is in it has lost a row. */
  const closeBrokenPages = () => {
    const later = new Set<string>();
    for (let at = pages.length - 1; at >= 0; at--) {
      const page = pages[at];
      const next = pages[at + 1];
      if (!page?.docs) return;
      if (next?.start && !page.closed && !page.replacing && page.docs.length >= pageSize) {
        const reachesEnd = page.docs.at(-1)?.id === next.start.id;
        const overlaps = page.docs.some((doc) => later.has(doc.id));
        if (!reachesEnd && !overlaps) closePage(at);
      }
      for (const doc of page.docs) later.add(doc.id);
    }
  };

  const loadMore = () => {
    const last = pages.at(-1);
    const cursor = last?.docs?.at(-1);
    if (stopped || !last?.docs || last.docs.length < pageSize || !cursor) return;
    addPage(cursor, null);
    settle();
  };

  function schedule() {
    if (scheduled) return;
    scheduled = true;
    // The listeners of one change answer in the same task: merge once they all have.
    queueMicrotask(() => {
      scheduled = false;
      if (stopped) return;
      closeBrokenPages();
      settle();
    });
  }

  function settle() {
    if (stopped) return;
    const items: T[] = [];
    const seen = new Set<string>();
    let answered = 0;
    for (const page of pages) {
      // Only the pages answered in a row from the first: a later page never shows above a gap.
      if (!page.docs) break;
      answered++;
      for (const doc of page.docs) {
        if (seen.has(doc.id)) continue;
        seen.add(doc.id);
        const known = rows.get(doc.id);
        items.push(known ? known.row : fromData(doc.id, doc.data()));
      }
    }
    if (answered === 0 && !failed) return;
    // A page being reopened brings back the row it lost: its row is kept for it until then.
    if (!pages.some((page) => page.replacing))
      for (const id of rows.keys()) if (!seen.has(id) && !pendingHolds(id)) rows.delete(id);
    const last = pages.at(-1);
    emit({
      items,
      hasMore: !!last?.docs && answered === pages.length && last.docs.length >= pageSize,
      loadingMore: answered > 0 && answered < pages.length,
      failed,
      updatedAt: new Date(),
      starts: pages.map((page) => page.start),
      loadMore,
    });
  }

  /** A document of a page not shown yet (answered after a gap) keeps its row for when it is. */
  function pendingHolds(id: string): boolean {
    return pages.some((page) => page.docs?.some((doc) => doc.id === id));
  }

  const starts = options.starts?.length ? options.starts : [null];
  starts.forEach((start, at) => {
    addPage(start, starts[at + 1] ?? null);
  });

  return () => {
    stopped = true;
    for (const page of pages) stopPage(page);
  };
}
