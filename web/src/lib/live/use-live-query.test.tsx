import { act, renderHook } from '@testing-library/react';
import type { Query, QuerySnapshot } from 'firebase/firestore';
import { describe, expect, it, vi } from 'vitest';

// The listener itself is Firestore's under rxfire's `fromRef` (covered by the browser tests against the
// emulator); here snapshots are handed in by hand to follow what the hook makes of them, and the
// Observable's teardown stands for the listener closing.
type Next = (snapshot: QuerySnapshot) => void;
const listeners: Next[] = [];
const closedListeners = new Set<number>();
vi.mock('./listeners', async () => {
  const { Observable } = await import('rxjs');
  return {
    snapshots: (_query: Query) =>
      new Observable<QuerySnapshot>((subscriber) => {
        const index = listeners.push((snapshot) => subscriber.next(snapshot)) - 1;
        return () => {
          closedListeners.add(index);
        };
      }),
  };
});
vi.mock('../notify', () => ({ notify: { error: vi.fn() } }));
const { useLiveQuery } = await import('./use-live-query');

type Change = { type: 'added' | 'modified' | 'removed'; id: string; data?: Record<string, unknown> };

function snapshot(docs: Record<string, Record<string, unknown>>, changes: Change[]): QuerySnapshot {
  const doc = (id: string, data: Record<string, unknown> = {}) => ({ id, data: () => data });
  return {
    docs: Object.entries(docs).map(([id, data]) => doc(id, data)),
    docChanges: () => changes.map((change) => ({ type: change.type, doc: doc(change.id, change.data) })),
  } as unknown as QuerySnapshot;
}

const fromData = (id: string, data: Record<string, unknown>) => ({ id, status: data.status });
const query = {} as Query;

describe('useLiveQuery', () => {
  it('keeps the rows of unchanged documents as the same objects from one delivery to the next', () => {
    const { result } = renderHook(() => useLiveQuery(query, fromData, 'failed'));
    expect(result.current.loading).toBe(true);
    const deliver = listeners.at(-1);
    act(() =>
      deliver?.(
        snapshot({ a: { status: 'pending' }, b: { status: 'pending' } }, [
          { type: 'added', id: 'a', data: { status: 'pending' } },
          { type: 'added', id: 'b', data: { status: 'pending' } },
        ]),
      ),
    );
    const [a, b] = result.current.items;
    expect(result.current.loading).toBe(false);

    act(() =>
      deliver?.(
        snapshot({ a: { status: 'approved' }, b: { status: 'pending' } }, [
          { type: 'modified', id: 'a', data: { status: 'approved' } },
        ]),
      ),
    );
    expect(result.current.items[0]).not.toBe(a);
    expect(result.current.items[0]).toEqual({ id: 'a', status: 'approved' });
    expect(result.current.items[1]).toBe(b);
  });

  it('keeps the rows on screen while a refresh reopens the listener', () => {
    const { result } = renderHook(() => useLiveQuery(query, fromData, 'failed'));
    act(() =>
      listeners.at(-1)?.(
        snapshot({ a: { status: 'pending' } }, [{ type: 'added', id: 'a', data: { status: 'pending' } }]),
      ),
    );
    const opened = listeners.length;
    act(() => result.current.resubscribe());
    expect(listeners.length).toBe(opened + 1);
    expect(result.current.loading).toBe(true);
    expect(result.current.items).toEqual([{ id: 'a', status: 'pending' }]);
  });

  it("closes the listener when the screen goes, unlike reactfire's cached observables", async () => {
    const { unmount } = renderHook(() => useLiveQuery(query, fromData, 'failed'));
    const listener = listeners.length - 1;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(closedListeners.has(listener)).toBe(false);
    unmount();
    // The hook closes its source after the commit (a strict-mode remount keeps it).
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(closedListeners.has(listener)).toBe(true);
  });
});
