import { describe, expect, it } from 'vitest';
import { DocumentStore } from '../../src/core/document-store.js';
import { EmulatorError, Status } from '../../src/core/errors.js';
import type { FieldTransform } from '../../src/core/transforms.js';
import { persistStaged, stageWrites, type Write } from '../../src/core/writes.js';
import { fields, v } from './values.js';

const update = (path: string, data: Parameters<typeof fields>[0], extra: Partial<Write> = {}): Write => ({
  path,
  name: `projects/p/databases/(default)/documents/${path}`,
  operation: { type: 'update', fields: fields(data) },
  transforms: [],
  ...extra,
});

function commit(store: DocumentStore, writes: Write[], time: number) {
  const staged = stageWrites(store, writes, time);
  persistStaged(store, staged);
  return staged;
}

function codeOf(fn: () => unknown): number | undefined {
  try {
    fn();
  } catch (error) {
    return error instanceof EmulatorError ? error.code : -1;
  }
  return undefined;
}

describe('writes', () => {
  it('keeps create time, moves update time, and keeps it when nothing changed', () => {
    const store = new DocumentStore();
    commit(store, [update('c/a', { x: v.int(1) })], 10);
    commit(store, [update('c/a', { x: v.int(2) })], 20);
    expect(store.get('c/a')).toMatchObject({ createTime: 10, updateTime: 20 });
    const noop = commit(store, [update('c/a', { x: v.int(2) })], 30);
    expect(noop.results[0]?.updateTime).toBe(20);
    expect(noop.changes).toHaveLength(0);
  });

  it('checks preconditions with Firestore codes and leaves the store untouched on failure', () => {
    const store = new DocumentStore();
    commit(store, [update('c/a', { x: v.int(1) })], 10);
    expect(
      codeOf(() => stageWrites(store, [update('c/a', {}, { precondition: { exists: false } })], 11)),
    ).toBe(Status.ALREADY_EXISTS);
    expect(
      codeOf(() => stageWrites(store, [update('c/b', {}, { precondition: { exists: true } })], 11)),
    ).toBe(Status.NOT_FOUND);
    expect(
      codeOf(() => stageWrites(store, [update('c/a', {}, { precondition: { updateTime: 9 } })], 11)),
    ).toBe(Status.FAILED_PRECONDITION);
    expect(
      codeOf(() =>
        stageWrites(
          store,
          [update('c/z', { y: v.int(1) }), update('c/a', {}, { precondition: { exists: false } })],
          12,
        ),
      ),
    ).toBe(Status.ALREADY_EXISTS);
    expect(store.get('c/z')).toBeUndefined();
  });

  it('applies update masks: masked fields missing from the data are deleted', () => {
    const store = new DocumentStore();
    commit(store, [update('c/a', { a: v.int(1), b: v.int(2), m: v.map({ x: v.int(1), y: v.int(2) }) })], 1);
    commit(
      store,
      [
        {
          ...update('c/a', { a: v.int(10), m: v.map({ x: v.int(5) }) }),
          operation: {
            type: 'update',
            fields: fields({ a: v.int(10), m: v.map({ x: v.int(5) }) }),
            mask: [['a'], ['b'], ['m', 'x']],
          },
        },
      ],
      2,
    );
    expect(store.get('c/a')?.fields).toEqual(
      fields({ a: v.int(10), m: v.map({ x: v.int(5), y: v.int(2) }) }),
    );
  });

  it('applies every transform and reports results', () => {
    const store = new DocumentStore();
    commit(
      store,
      [
        update('c/a', {
          i: v.int(1),
          d: v.dbl(1.5),
          arr: v.arr(v.int(1), v.int(2)),
          big: v.int(9223372036854775807n),
        }),
      ],
      1,
    );
    const transforms: FieldTransform[] = [
      { field: ['i'], operation: { type: 'increment', operand: v.int(2) } },
      { field: ['d'], operation: { type: 'increment', operand: v.int(1) } },
      { field: ['big'], operation: { type: 'increment', operand: v.int(1) } },
      { field: ['max'], operation: { type: 'maximum', operand: v.int(3) } },
      { field: ['i'], operation: { type: 'minimum', operand: v.dbl(2.5) } },
      { field: ['arr'], operation: { type: 'appendMissingElements', elements: [v.dbl(2), v.int(3)] } },
      { field: ['gone'], operation: { type: 'removeAllFromArray', elements: [v.int(1)] } },
      { field: ['t'], operation: { type: 'serverTimestamp' } },
    ];
    const staged = commit(
      store,
      [{ ...update('c/a', {}), operation: { type: 'transform' }, transforms }],
      5_000_001,
    );
    const doc = store.get('c/a')?.fields;
    expect(doc?.get('i')).toEqual(v.dbl(2.5));
    expect(doc?.get('d')).toEqual(v.dbl(2.5));
    expect(doc?.get('big')).toEqual(v.int(9223372036854775807n));
    expect(doc?.get('max')).toEqual(v.int(3));
    expect(doc?.get('arr')).toEqual(v.arr(v.int(1), v.int(2), v.int(3)));
    expect(doc?.get('gone')).toEqual(v.arr());
    expect(doc?.get('t')).toEqual(v.ts(5, 1000));
    expect(staged.results[0]?.transformResults[0]).toEqual(v.int(3));
  });

  it('rejects oversized and too deeply nested documents', () => {
    const store = new DocumentStore();
    const huge = { s: v.str('x'.repeat(1_048_576)) };
    expect(codeOf(() => stageWrites(store, [update('c/a', huge)], 1))).toBe(Status.INVALID_ARGUMENT);
    let deep = v.int(1);
    for (let i = 0; i < 21; i++) deep = v.map({ a: deep });
    expect(codeOf(() => stageWrites(store, [update('c/a', { deep })], 1))).toBe(Status.INVALID_ARGUMENT);
  });
});
