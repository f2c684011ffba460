import type { QuerySnapshot } from 'firebase/firestore';
import { describe, expect, it, vi } from 'vitest';
import { unchangedRowsReader } from './unchanged-rows';

type Change = { type: 'added' | 'modified' | 'removed'; id: string; data?: Record<string, unknown> };

/** The two parts of a snapshot the reader uses: the documents in order and what changed. */
function snapshot(docs: Record<string, Record<string, unknown>>, changes: Change[]): QuerySnapshot {
  const doc = (id: string, data: Record<string, unknown> = {}) => ({ id, data: () => data });
  return {
    docs: Object.entries(docs).map(([id, data]) => doc(id, data)),
    docChanges: () => changes.map((change) => ({ type: change.type, doc: doc(change.id, change.data) })),
  } as unknown as QuerySnapshot;
}

describe('unchangedRowsReader', () => {
  it('converts only changed documents and keeps every other row as the same object', () => {
    const fromData = vi.fn((id: string, data: Record<string, unknown>) => ({ id, status: data.status }));
    const read = unchangedRowsReader(fromData);
    const first = read(
      snapshot({ a: { status: 'pending' }, b: { status: 'pending' } }, [
        { type: 'added', id: 'a', data: { status: 'pending' } },
        { type: 'added', id: 'b', data: { status: 'pending' } },
      ]),
    );
    expect(fromData).toHaveBeenCalledTimes(2);

    const second = read(
      snapshot({ a: { status: 'approved' }, b: { status: 'pending' }, c: { status: 'pending' } }, [
        { type: 'modified', id: 'a', data: { status: 'approved' } },
        { type: 'added', id: 'c', data: { status: 'pending' } },
      ]),
    );
    expect(fromData).toHaveBeenCalledTimes(4);
    expect(second.map((row) => row.status)).toEqual(['approved', 'pending', 'pending']);
    expect(second[1]).toBe(first[1]);
    expect(second[0]).not.toBe(first[0]);

    const third = read(
      snapshot({ b: { status: 'pending' } }, [
        { type: 'removed', id: 'a' },
        { type: 'removed', id: 'c' },
      ]),
    );
    expect(third).toEqual([{ id: 'b', status: 'pending' }]);
    expect(third[0]).toBe(first[1]);
  });
});
