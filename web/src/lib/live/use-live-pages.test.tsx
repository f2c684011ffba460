import { act, renderHook } from '@testing-library/react';
import type { Query, QuerySnapshot } from 'firebase/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The listeners and query cursors are Firestore's (covered by the admin panel's browser test against the
// emulator: a second page of distinct rows, a change on it shown live); here each page's snapshots are
// handed in by hand to follow which pages the hook opens, with which cursors, and what it shows of them.
interface Doc {
  id: string;
  data(): Record<string, unknown>;
}
interface Opened {
  constraints: string[];
  options: { includeMetadataChanges?: boolean };
  next(snapshot: QuerySnapshot): void;
  fail(): void;
  closed: boolean;
  /** The documents it delivered last, to compute the next delivery's changes. */
  docs: Doc[];
}
const opened: Opened[] = [];
vi.mock('./listeners', () => ({
  listen: (
    built: { constraints: string[] },
    options: Opened['options'],
    next: Opened['next'],
    fail: Opened['fail'],
  ) => {
    const listener: Opened = { constraints: built.constraints, options, next, fail, closed: false, docs: [] };
    opened.push(listener);
    return () => {
      listener.closed = true;
    };
  },
}));
vi.mock('firebase/firestore', () => ({
  query: (_base: unknown, ...constraints: string[]) => ({ constraints }),
  startAfter: (doc: Doc) => `startAfter ${doc.id}`,
  endAt: (doc: Doc) => `endAt ${doc.id}`,
  limit: (count: number) => `limit ${count}`,
  snapshotEqual: (a: Doc, b: Doc) => a.id === b.id && JSON.stringify(a.data()) === JSON.stringify(b.data()),
}));
const notifyError = vi.fn();
vi.mock('../notify', () => ({ notify: { error: notifyError } }));
const { useLivePages } = await import('./use-live-pages');

const doc = (id: string, rank = 0): Doc => ({ id, data: () => ({ rank }) });

/** Delivers the listener's new result, with the changes from what it delivered before. */
function deliver(listener: Opened | undefined, docs: Doc[], fromCache = false) {
  if (!listener) throw new Error('no such listener');
  const before = new Map(listener.docs.map((d) => [d.id, d]));
  const changes = [
    ...listener.docs
      .filter((d) => !docs.some((n) => n.id === d.id))
      .map((d) => ({ type: 'removed', doc: d })),
    ...docs
      .filter((d) => JSON.stringify(before.get(d.id)?.data()) !== JSON.stringify(d.data()))
      .map((d) => ({ type: before.has(d.id) ? 'modified' : 'added', doc: d })),
  ];
  listener.docs = docs;
  act(() =>
    listener.next({ docs, docChanges: () => changes, metadata: { fromCache } } as unknown as QuerySnapshot),
  );
}

/** Lets the hook merge what its listeners delivered (it waits for every listener of one change). */
const settle = () => act(async () => {});

const fromData = (id: string, data: Record<string, unknown>) => ({ id, rank: data.rank });
const base = { name: 'accounts' } as unknown as Query;
const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);

async function twoPages() {
  const view = renderHook(({ query }) => useLivePages(query, 3, fromData, 'failed'), {
    initialProps: { query: base },
  });
  deliver(opened[0], [doc('a'), doc('b'), doc('c')]);
  await settle();
  act(() => view.result.current.loadMore());
  deliver(opened[1], [doc('d'), doc('e'), doc('f')]);
  await settle();
  return view;
}

beforeEach(() => {
  opened.length = 0;
  notifyError.mockClear();
});

describe('useLivePages', () => {
  it('opens the first page as one limited listener and the next after the last row, keeping every row live', async () => {
    const { result } = renderHook(() => useLivePages(base, 3, fromData, 'failed'));
    expect(result.current.loading).toBe(true);
    expect(opened.map((l) => l.constraints)).toEqual([['limit 3']]);

    deliver(opened[0], [doc('a'), doc('b'), doc('c')]);
    await settle();
    expect(ids(result.current.items)).toEqual(['a', 'b', 'c']);
    expect(result.current.hasMore).toBe(true);
    const [a] = result.current.items;

    act(() => result.current.loadMore());
    expect(opened[1]?.constraints).toEqual(['startAfter c', 'limit 3']);
    expect(result.current.loadingMore).toBe(true);
    // What the cache holds of the next page waits for the server's answer.
    deliver(opened[1], [doc('d')], true);
    await settle();
    expect(ids(result.current.items)).toEqual(['a', 'b', 'c']);
    expect(result.current.loadingMore).toBe(true);
    // A second click while the page loads opens nothing more.
    act(() => result.current.loadMore());
    expect(opened).toHaveLength(2);

    deliver(opened[1], [doc('d'), doc('e')]);
    await settle();
    expect(ids(result.current.items)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(result.current.items[0]).toBe(a);
    expect(result.current.hasMore).toBe(false);
    expect(result.current.loadingMore).toBe(false);

    // A change to a row on the second page shows; the other rows stay the same objects.
    const before = result.current.items;
    deliver(opened[1], [doc('d'), doc('e', 7)]);
    await settle();
    expect(result.current.items[4]).toEqual({ id: 'e', rank: 7 });
    expect(result.current.items.slice(0, 4)).toEqual(before.slice(0, 4));
    result.current.items.slice(0, 4).forEach((row, at) => {
      expect(row).toBe(before[at]);
    });
    expect(opened.every((l) => !l.closed)).toBe(true);
  });

  it('shows once a row a deleted one pulled into the page before, without reading a page again', async () => {
    const { result } = await twoPages();
    const d = result.current.items[3];
    // 'b' is deleted: the first page's limit takes in 'd', still the second page's first row.
    deliver(opened[0], [doc('a'), doc('c'), doc('d')]);
    await settle();
    expect(ids(result.current.items)).toEqual(['a', 'c', 'd', 'e', 'f']);
    expect(result.current.items[2]).toBe(d);
    expect(opened).toHaveLength(2);
  });

  it('reopens a page as a closed range when a row entering it pushes its last row past the next page', async () => {
    const { result } = await twoPages();
    const c = result.current.items[2];
    // 'e' moves up (its sort field changed): the first page now ends at 'b', 'c' falls between the pages.
    deliver(opened[0], [doc('a'), doc('e', 1), doc('b')]);
    deliver(opened[1], [doc('d'), doc('f'), doc('g')]);
    await settle();
    expect(opened[2]?.constraints).toEqual(['endAt c']);
    // Until the closed range answers, what the pages hold shows, each row once.
    expect(ids(result.current.items)).toEqual(['a', 'e', 'b', 'd', 'f', 'g']);
    // The cache's answer lacks the row the page lost: the limited page serves until the server's.
    deliver(opened[2], [doc('a'), doc('e', 1), doc('b')], true);
    await settle();
    expect(opened[0]?.closed).toBe(false);

    deliver(opened[2], [doc('a'), doc('e', 1), doc('b'), doc('c')]);
    await settle();
    expect(opened[0]?.closed).toBe(true);
    expect(ids(result.current.items)).toEqual(['a', 'e', 'b', 'c', 'd', 'f', 'g']);
    expect(result.current.items[3]).toBe(c);
    // The closed page takes in another row without reopening again.
    deliver(opened[2], [doc('h'), doc('a'), doc('e', 1), doc('b'), doc('c')]);
    await settle();
    expect(opened).toHaveLength(3);
    expect(ids(result.current.items)).toEqual(['h', 'a', 'e', 'b', 'c', 'd', 'f', 'g']);
  });

  it('starts again at the first page for a new query, keeping the old rows until it answers', async () => {
    const { result, rerender } = await twoPages();
    const searched = { name: 'searched' } as unknown as Query;
    rerender({ query: searched });
    expect(opened[2]?.constraints).toEqual(['limit 3']);
    expect(ids(result.current.items)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(result.current.loading).toBe(true);
    deliver(opened[2], [doc('x')]);
    await settle();
    expect(ids(result.current.items)).toEqual(['x']);
    expect(result.current.hasMore).toBe(false);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(opened[0]?.closed && opened[1]?.closed).toBe(true);
  });

  it('reopens the same pages on refresh, each up to where the next starts', async () => {
    const { result } = await twoPages();
    act(() => result.current.resubscribe());
    expect(opened.slice(2).map((l) => l.constraints)).toEqual([['endAt c'], ['startAfter c', 'limit 3']]);
  });

  it("shows a later page on the server's answer even when the cache already had all of it", async () => {
    const { result } = renderHook(() => useLivePages(base, 3, fromData, 'failed'));
    deliver(opened[0], [doc('a'), doc('b'), doc('c')]);
    await settle();
    act(() => result.current.loadMore());
    // Without metadata changes, an answer that changes no document would never be heard.
    expect(opened[1]?.options.includeMetadataChanges).toBe(true);
    deliver(opened[1], [doc('d'), doc('e'), doc('f')], true);
    await settle();
    expect(ids(result.current.items)).toEqual(['a', 'b', 'c']);
    deliver(opened[1], [doc('d'), doc('e'), doc('f')]);
    await settle();
    expect(ids(result.current.items)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(result.current.loadingMore).toBe(false);
  });

  it("shows the first page from the server's answer, not a partial page the cache had (online)", async () => {
    const { result } = renderHook(() => useLivePages(base, 3, fromData, 'failed'));
    expect(opened[0]?.options.includeMetadataChanges).toBe(true);
    // Another list's or an earlier visit's documents: the list would end at 'b' with no 'Show more'.
    deliver(opened[0], [doc('a'), doc('b')], true);
    await settle();
    expect(result.current.loading).toBe(true);
    deliver(opened[0], [doc('a'), doc('b'), doc('c')]);
    await settle();
    expect(ids(result.current.items)).toEqual(['a', 'b', 'c']);
    expect(result.current.hasMore).toBe(true);
  });

  it('shows the cached first page at once offline, and after a wait when the server does not answer', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const offline = renderHook(() => useLivePages(base, 3, fromData, 'failed'));
      deliver(opened[0], [doc('a'), doc('b')], true);
      await settle();
      expect(ids(offline.result.current.items)).toEqual(['a', 'b']);
    } finally {
      online.mockRestore();
    }
    vi.useFakeTimers();
    try {
      const silent = renderHook(() => useLivePages(base, 3, fromData, 'failed'));
      const listener = opened.at(-1);
      deliver(listener, [doc('x')], true);
      await act(async () => {
        await vi.advanceTimersByTimeAsync(9_000);
      });
      expect(silent.result.current.loading).toBe(true);
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1_000);
      });
      expect(ids(silent.result.current.items)).toEqual(['x']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the pages before one that fails, and says so', async () => {
    const { result } = renderHook(() => useLivePages(base, 3, fromData, 'failed'));
    deliver(opened[0], [doc('a'), doc('b'), doc('c')]);
    await settle();
    act(() => result.current.loadMore());
    act(() => opened[1]?.fail());
    expect(notifyError).toHaveBeenCalledWith('failed');
    expect(ids(result.current.items)).toEqual(['a', 'b', 'c']);
    expect(result.current.failed).toBe(true);
    expect(result.current.hasMore).toBe(true);
  });
});
