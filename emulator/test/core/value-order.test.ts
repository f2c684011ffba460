import { describe, expect, it } from 'vitest';
import {
  compareResourceNames,
  compareUtf8,
  compareValues,
  valuesEqualForFilter,
} from '../../src/core/value-order.js';
import { v } from './values.js';

describe('Firestore value order', () => {
  it('orders types null < bool < NaN < numbers < timestamp < string < bytes < reference < geopoint < array < map', () => {
    const ascending = [
      v.null(),
      v.bool(false),
      v.bool(true),
      v.dbl(Number.NaN),
      v.dbl(Number.NEGATIVE_INFINITY),
      v.int(-5),
      v.dbl(0.5),
      v.int(1),
      v.dbl(Number.POSITIVE_INFINITY),
      v.ts(1, 5),
      v.ts(2, 0),
      v.str(''),
      v.str('a'),
      v.bytes(0),
      v.ref('a/b'),
      v.geo(-10, 5),
      v.arr(),
      v.arr(v.int(1)),
      v.map({}),
      v.map({ a: v.int(1) }),
    ];
    const shuffled = [...ascending].reverse();
    shuffled.sort(compareValues);
    expect(shuffled).toEqual(ascending);
  });

  it('compares integers and doubles numerically, exactly beyond 2^53', () => {
    expect(compareValues(v.int(1), v.dbl(1))).toBe(0);
    expect(compareValues(v.int(2), v.dbl(1.5))).toBe(1);
    expect(compareValues(v.int(9007199254740993n), v.dbl(9007199254740992))).toBe(1);
    expect(compareValues(v.dbl(-0), v.dbl(0))).toBe(0);
    expect(compareValues(v.dbl(Number.NaN), v.dbl(Number.NaN))).toBe(0);
  });

  it('orders strings by UTF-8 bytes, not UTF-16 code units', () => {
    // U+FFFD is 3 UTF-8 bytes; U+1F600 is a surrogate pair in UTF-16 but sorts after it in UTF-8.
    expect(compareUtf8('\uFFFD', '😀')).toBe(-1);
    expect('\uFFFD' < '😀').toBe(false);
    expect(compareUtf8('a', 'b')).toBe(-1);
    expect(compareUtf8('ab', 'a')).toBe(1);
  });

  it('orders references segment by segment', () => {
    expect(compareResourceNames('c/a/x/1', 'c/a-/x/1')).toBe(-1);
    expect(compareResourceNames('c/a', 'c/a/sub/1')).toBe(-1);
  });

  it('orders maps by sorted keys, then values', () => {
    expect(compareValues(v.map({ b: v.int(1) }), v.map({ a: v.int(9) }))).toBe(1);
    expect(compareValues(v.map({ a: v.int(1) }), v.map({ a: v.int(2) }))).toBe(-1);
  });

  it('filter equality: 1 == 1.0 but NaN never equals', () => {
    expect(valuesEqualForFilter(v.int(1), v.dbl(1))).toBe(true);
    expect(valuesEqualForFilter(v.dbl(Number.NaN), v.dbl(Number.NaN))).toBe(false);
    expect(valuesEqualForFilter(v.arr(v.int(1)), v.arr(v.dbl(1)))).toBe(true);
  });
});
