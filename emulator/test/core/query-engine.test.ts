import { describe, expect, it } from 'vitest';
import { DocumentStore } from '../../src/core/document-store.js';
import type { FieldOperator, Query } from '../../src/core/query.js';
import { prepareQuery, runQuery } from '../../src/core/query-engine.js';
import { fieldReaderFor } from '../../src/core/query-filter.js';
import type { Value } from '../../src/core/value.js';
import { fields, v } from './values.js';

const ROOT = 'projects/p/databases/(default)/documents';

function storeWith(docs: Record<string, Record<string, Value>>): DocumentStore {
  const store = new DocumentStore();
  let time = 1;
  for (const [path, data] of Object.entries(docs)) {
    store.put({ path, fields: fields(data), createTime: time, updateTime: time++ });
  }
  return store;
}

const base: Query = { parentPath: '', collectionId: 'c', allDescendants: false, orderBy: [], offset: 0 };

function ids(store: DocumentStore, query: Partial<Query>): string[] {
  const prepared = prepareQuery({ ...base, ...query }, fieldReaderFor(ROOT));
  return runQuery(store, prepared).map((d) => d.path.split('/').pop() as string);
}

const where = (field: string, op: FieldOperator, value: Value): Partial<Query> => ({
  filter: { type: 'field', field: [field], op, value },
});

describe('query engine', () => {
  const store = storeWith({
    'c/a': { n: v.int(1), tags: v.arr(v.str('x'), v.str('y')), s: v.str('apple') },
    'c/b': { n: v.dbl(2.5), tags: v.arr(v.str('y')), s: v.null() },
    'c/c': { n: v.dbl(Number.NaN), tags: v.arr() },
    'c/d': { n: v.str('three'), s: v.str('banana') },
    'c/e': { other: v.bool(true) },
    'c/a/sub/x': { n: v.int(100) },
    'other/z': { n: v.int(1) },
  });

  it('returns a collection ordered by name', () => {
    expect(ids(store, {})).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('range filters match only values of the same type and skip NaN', () => {
    expect(ids(store, where('n', 'GREATER_THAN', v.int(0)))).toEqual(['a', 'b']);
    expect(ids(store, where('n', 'LESS_THAN_OR_EQUAL', v.dbl(1)))).toEqual(['a']);
    expect(ids(store, where('n', 'GREATER_THAN_OR_EQUAL', v.str('')))).toEqual(['d']);
  });

  it('== compares numbers across integer and double', () => {
    expect(ids(store, where('n', 'EQUAL', v.dbl(1)))).toEqual(['a']);
  });

  it('!= and not-in exclude missing fields and nulls', () => {
    expect(ids(store, where('s', 'NOT_EQUAL', v.str('apple')))).toEqual(['d']);
    expect(ids(store, where('s', 'NOT_IN', v.arr(v.str('banana'))))).toEqual(['a']);
  });

  it('array-contains, array-contains-any and in', () => {
    expect(ids(store, where('tags', 'ARRAY_CONTAINS', v.str('y')))).toEqual(['a', 'b']);
    expect(ids(store, where('tags', 'ARRAY_CONTAINS_ANY', v.arr(v.str('x'), v.str('z'))))).toEqual(['a']);
    expect(ids(store, where('n', 'IN', v.arr(v.int(1), v.str('three'))))).toEqual(['a', 'd']);
  });

  it('unary filters', () => {
    const unary = (op: 'IS_NAN' | 'IS_NULL' | 'IS_NOT_NAN' | 'IS_NOT_NULL', field = 'n'): Partial<Query> => ({
      filter: { type: 'unary', field: [field], op },
    });
    expect(ids(store, unary('IS_NAN'))).toEqual(['c']);
    expect(ids(store, unary('IS_NOT_NAN'))).toEqual(['a', 'b', 'd']);
    expect(ids(store, unary('IS_NULL', 's'))).toEqual(['b']);
    expect(ids(store, unary('IS_NOT_NULL', 's'))).toEqual(['a', 'd']);
  });

  it('orders mixed types by Firestore type order, excluding documents without the field', () => {
    expect(ids(store, { orderBy: [{ field: ['n'], direction: 'ASCENDING' }] })).toEqual(['c', 'a', 'b', 'd']);
    expect(ids(store, { orderBy: [{ field: ['n'], direction: 'DESCENDING' }] })).toEqual([
      'd',
      'b',
      'a',
      'c',
    ]);
  });

  it('composite OR and AND filters', () => {
    const filter: Query['filter'] = {
      type: 'composite',
      op: 'OR',
      filters: [
        { type: 'field', field: ['n'], op: 'EQUAL', value: v.int(1) },
        {
          type: 'composite',
          op: 'AND',
          filters: [
            { type: 'field', field: ['s'], op: 'EQUAL', value: v.str('banana') },
            { type: 'field', field: ['n'], op: 'EQUAL', value: v.str('three') },
          ],
        },
      ],
    };
    expect(ids(store, { filter })).toEqual(['a', 'd']);
  });

  it('cursors, offset and limit', () => {
    const order: Query['orderBy'] = [{ field: ['__name__'], direction: 'ASCENDING' }];
    expect(ids(store, { orderBy: order, startAt: { values: [v.ref('c/b')], before: true } })).toEqual([
      'b',
      'c',
      'd',
      'e',
    ]);
    expect(ids(store, { orderBy: order, startAt: { values: [v.ref('c/b')], before: false } })).toEqual([
      'c',
      'd',
      'e',
    ]);
    expect(ids(store, { orderBy: order, endAt: { values: [v.ref('c/c')], before: false } })).toEqual([
      'a',
      'b',
      'c',
    ]);
    expect(ids(store, { orderBy: order, endAt: { values: [v.ref('c/c')], before: true } })).toEqual([
      'a',
      'b',
    ]);
    expect(ids(store, { offset: 1, limit: 2 })).toEqual(['b', 'c']);
  });

  it('collection groups and all-descendant queries', () => {
    expect(ids(store, { collectionId: 'sub', allDescendants: true })).toEqual(['x']);
    expect(ids(store, { collectionId: undefined, allDescendants: true, parentPath: 'c/a' })).toEqual(['x']);
    expect(ids(store, { collectionId: undefined, allDescendants: true })).toEqual([
      'a',
      'x',
      'b',
      'c',
      'd',
      'e',
      'z',
    ]);
  });

  it('rejects a filter with the wrong value type', () => {
    expect(() => ids(store, where('n', 'IN', v.int(1)))).toThrow(/requires an array value/);
    expect(() => ids(store, where('__name__', 'EQUAL', v.str('a')))).toThrow(/must be a Key/);
  });

  it('orders by inequality fields implicitly, then by name in the last direction', () => {
    const ordered = storeWith({
      'c/x': { n: v.int(3) },
      'c/y': { n: v.int(1) },
      'c/z': { n: v.int(2) },
      'c/w': { n: v.int(2) },
    });
    expect(ids(ordered, where('n', 'GREATER_THAN', v.int(0)))).toEqual(['y', 'w', 'z', 'x']);
    expect(
      ids(ordered, {
        ...where('n', 'NOT_EQUAL', v.int(1)),
        orderBy: [{ field: ['n'], direction: 'DESCENDING' }],
      }),
    ).toEqual(['x', 'z', 'w']);
    // An explicit __name__ order is the last one: the implicit inequality order may not follow it.
    expect(() =>
      ids(ordered, {
        ...where('n', 'NOT_EQUAL', v.int(1)),
        orderBy: [{ field: ['__name__'], direction: 'DESCENDING' }],
      }),
    ).toThrow(/order by clause cannot contain more fields after the key n/);
  });
});

describe('equality and array-contains served from a field index', () => {
  const put = (store: DocumentStore, path: string, data: Record<string, Value>) =>
    store.put({ path, fields: fields(data), createTime: 1, updateTime: 1 });

  it('keeps the index in line with every write after its first query', () => {
    const store = storeWith({
      'c/a': { owner: v.str('s1'), tags: v.arr(v.str('x'), v.str('x')) },
      'c/b': { owner: v.str('s2'), tags: v.arr(v.str('y')) },
    });
    expect(ids(store, where('owner', 'EQUAL', v.str('s1')))).toEqual(['a']);
    expect(ids(store, where('tags', 'ARRAY_CONTAINS', v.str('x')))).toEqual(['a']);

    put(store, 'c/b', { owner: v.str('s1'), tags: v.arr(v.str('x')) });
    put(store, 'c/c', { owner: v.str('s1') });
    put(store, 'c/a', { owner: v.str('s3'), tags: v.arr() });
    expect(ids(store, where('owner', 'EQUAL', v.str('s1')))).toEqual(['b', 'c']);
    expect(ids(store, where('owner', 'EQUAL', v.str('s3')))).toEqual(['a']);
    expect(ids(store, where('tags', 'ARRAY_CONTAINS', v.str('x')))).toEqual(['b']);

    store.delete('c/b');
    expect(ids(store, where('owner', 'EQUAL', v.str('s1')))).toEqual(['c']);
    expect(ids(store, where('tags', 'ARRAY_CONTAINS', v.str('x')))).toEqual([]);
    // The collection emptied and filled again: its index starts afresh.
    store.delete('c/a');
    store.delete('c/c');
    put(store, 'c/d', { owner: v.str('s1') });
    expect(ids(store, where('owner', 'EQUAL', v.str('s1')))).toEqual(['d']);
  });

  it('looks numbers up across integer and double, and finds nothing equal to NaN', () => {
    const store = storeWith({
      'c/i': { n: v.int(3) },
      'c/d': { n: v.dbl(3) },
      'c/z': { n: v.dbl(-0) },
      'c/h': { n: v.dbl(3.5) },
      'c/nan': { n: v.dbl(Number.NaN) },
      'c/s': { n: v.str('3') },
    });
    expect(ids(store, where('n', 'EQUAL', v.int(3)))).toEqual(['d', 'i']);
    expect(ids(store, where('n', 'EQUAL', v.dbl(3)))).toEqual(['d', 'i']);
    expect(ids(store, where('n', 'EQUAL', v.int(0)))).toEqual(['z']);
    expect(ids(store, where('n', 'EQUAL', v.dbl(3.5)))).toEqual(['h']);
    expect(ids(store, where('n', 'EQUAL', v.dbl(Number.NaN)))).toEqual([]);
    expect(ids(store, where('n', 'EQUAL', v.str('3')))).toEqual(['s']);
  });

  it('applies the other filters of an AND to what the index finds, and serves collection groups', () => {
    const store = storeWith({
      'teachers/t1/slots/a': { teacher: v.str('t1'), at: v.int(1) },
      'teachers/t1/slots/b': { teacher: v.str('t1'), at: v.int(5) },
      'teachers/t2/slots/c': { teacher: v.str('t1'), at: v.int(6) },
      'teachers/t2/slots/d': { teacher: v.str('t2'), at: v.int(7) },
    });
    const slotsOf = (teacher: string, after: number): Partial<Query> => ({
      collectionId: 'slots',
      allDescendants: true,
      filter: {
        type: 'composite',
        op: 'AND',
        filters: [
          { type: 'field', field: ['at'], op: 'GREATER_THAN', value: v.int(after) },
          { type: 'field', field: ['teacher'], op: 'EQUAL', value: v.str(teacher) },
        ],
      },
    });
    expect(ids(store, slotsOf('t1', 2))).toEqual(['b', 'c']);
    expect(ids(store, slotsOf('t2', 0))).toEqual(['d']);
    // A map operand has no index key: the collection is scanned, with the same answer.
    expect(ids(store, where('at', 'EQUAL', v.map({ x: v.int(1) })))).toEqual([]);
  });
});
