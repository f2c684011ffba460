import { describe, expect, it } from 'vitest';
import { fromDocumentData, fromFirestoreValue } from '../../src/security-rules/index.js';
import { float, int, latlng, list, mapOf, str, timestamp } from '../../src/security-rules/values.js';
import { evaluate, plain, run } from './helpers.js';

type Case = readonly [expression: string, expected: unknown];

function table(name: string, cases: readonly Case[]) {
  describe(name, () => {
    for (const [expression, expected] of cases) {
      it(`${expression} → ${JSON.stringify(expected, (_k, v) => (typeof v === 'bigint' ? `${v}n` : v))}`, () => {
        expect(run(expression)).toEqual(expected);
      });
    }
  });
}

const error = (message: RegExp | string) => ({ error: expect.stringMatching(message) });

table('numbers and operators', [
  ['1 + 2 * 3', 7n],
  ['(1 + 2) * 3', 9n],
  ['7 / 2', 3n],
  ['-7 / 2', -3n],
  ['7 % 3', 1n],
  ['-7 % 3', -1n],
  ['7.0 / 2', 3.5],
  ['1 + 0.5', 1.5],
  ['-(3)', -3n],
  ['1 == 1.0', true],
  ['1 != 2', true],
  ['2 < 2.5', true],
  ['3 >= 3', true],
  ['1 / 0', error('Division by zero')],
  ['1.0 / 0', Number.POSITIVE_INFINITY],
  ['9223372036854775807 + 1', error('overflow')],
  ['-9223372036854775808 - 1', error('overflow')],
  ['1 < "a"', error('Unsupported operation')],
  ['1 == "1"', false],
  ['null == null', true],
  ['1 is int', true],
  ['1.0 is int', false],
  ['1.0 is float', true],
  ['1 is number', true],
  ['"x" is string', true],
  ['[1] is list', true],
  ["{'a': 1} is map", true],
  ['null is map', false],
  ['true && false', false],
  ['true || false', true],
  ['!true', false],
  ['!1', error('Unsupported')],
  ['1 && true', error('Unsupported')],
  ['true ? "yes" : "no"', 'yes'],
  ['false ? "yes" : "no"', 'no'],
  ['1 ? 2 : 3', error('Ternary condition')],
]);

table('error handling in && and ||', [
  ['missing.field || true', true],
  ['true || missing.field', true],
  ['missing.field && false', false],
  ['false && missing.field', false],
  ['missing.field || false', error('not defined')],
  ['missing.field && true', error('not defined')],
  ['true && missing.field', error('not defined')],
]);

table('conversions', [
  ['int("42")', 42n],
  ['int("-7")', -7n],
  ['int(3.9)', 3n],
  ['int(-3.9)', -3n],
  ['int("4.5")', error('Cannot convert')],
  ['float(2)', 2],
  ['float("2.5")', 2.5],
  ['float("x")', error('Cannot convert')],
  ['string(true)', 'true'],
  ['string(1)', '1'],
  ['string(2.0)', '2.0'],
  ['string(2.5)', '2.5'],
  ['string(null)', 'null'],
  ['bool("true")', true],
  ['bool("yes")', error('Cannot convert')],
  ['debug(5)', 5n],
]);

table('strings', [
  ["'abc'.size()", 3n],
  ["'héllo'.size()", 5n],
  ["'ABC'.lower()", 'abc'],
  ["'abc'.upper()", 'ABC'],
  ["'  x y  '.trim()", 'x y'],
  ["'user@domain.com'.matches('.*@domain[.]com')", true],
  ["'banana'.matches('.*@domain[.]com')", false],
  ["'abc'.matches('b')", false],
  ["'abc'.matches('(')", error('Invalid regular expression')],
  ["'aaa'.matches('(a+)\\\\1')", error('Invalid regular expression')],
  ["'banana'.replace('a', 'o')", 'bonono'],
  ["'banana'.replace('ana', 'ee')", 'beena'],
  ["'foo@test.com'.replace('.', '-')", '------------'],
  ["'a/b/c'.split('/')", ['a', 'b', 'c']],
  ["'a1b22c'.split('[0-9]+')", ['a', 'b', 'c']],
  ["'hi'.toUtf8()", '6869'],
  ["'abcdef'[0]", 'a'],
  ["'abcdef'[0:3]", 'abc'],
  ["'abc'[3]", error('out of range')],
  ["'abc'[1:5]", error('out of range')],
  ["'username' + '@domain.com'", 'username@domain.com'],
  ["'a' < 'b'", true],
  ["'abc'.nope()", error('Function not found')],
]);

table('lists', [
  ['[1, 2, 3].size()', 3n],
  ['[1, 2, 3][1]', 2n],
  ['[1, 2, 3][3]', error('out of range')],
  ['[1, 2, 3][-1]', error('out of range')],
  ['[1, 2, 3, 4][1:3]', [2n, 3n]],
  ['[1, 2] + [3]', [1n, 2n, 3n]],
  ['[1, 2].concat([3])', [1n, 2n, 3n]],
  ["['a', 'b'].hasAll(['a'])", true],
  ["['a', 'b'].hasAll(['a', 'c'])", false],
  ["['a', 'b'].hasAny(['c', 'b'])", true],
  ["['a', 'b'].hasAny([])", false],
  ["['a', 'b'].hasOnly(['a', 'b', 'c'])", true],
  ["['a', 'd'].hasOnly(['a', 'b', 'c'])", false],
  ['[].hasOnly([1])', true],
  ["['a', 'b'].join('-')", 'a-b'],
  ['[1, 2].join(",")', error('expects string')],
  ['[1, 2, 1, 3].removeAll([1])', [2n, 3n]],
  ['[1, 1, 2].toSet()', { set: [1n, 2n] }],
  ['2 in [1, 2]', true],
  ['2.0 in [1, 2]', true],
  ['5 in [1, 2]', false],
  ['[1, [2]] == [1, [2]]', true],
  ['[1, 2] == [2, 1]', false],
]);

table('maps', [
  ["{'a': 1, 'b': 2}.keys()", ['a', 'b']],
  ["{'a': 1, 'b': 2}.values()", [1n, 2n]],
  ["{'a': 1}.size()", 1n],
  ["{'a': 1}.a", 1n],
  ["{'a': 1}['a']", 1n],
  ["{'a': 1}.b", error('Property b is undefined')],
  ["{'a': 1}['b']", error('Property b is undefined')],
  ["{'a': 1}.get('b', 0)", 0n],
  ["{'a': {'b': 5}}.get(['a', 'b'], 0)", 5n],
  ["{'a': {'b': 5}}.get(['a', 'c'], 0)", 0n],
  ["{'a': 1}.get(['a', 'c'], 'd')", 'd'],
  ["'a' in {'a': 1}", true],
  ["'z' in {'a': 1}", false],
  ["{'a': 1, 'b': 2} == {'b': 2, 'a': 1.0}", true],
  ["{'a': 1, 'b': 2, 'c': 3}.diff({'a': 1, 'b': 9, 'd': 4}).addedKeys()", { set: ['c'] }],
  ["{'a': 1, 'b': 2, 'c': 3}.diff({'a': 1, 'b': 9, 'd': 4}).removedKeys()", { set: ['d'] }],
  ["{'a': 1, 'b': 2, 'c': 3}.diff({'a': 1, 'b': 9, 'd': 4}).changedKeys()", { set: ['b'] }],
  ["{'a': 1, 'b': 2, 'c': 3}.diff({'a': 1, 'b': 9, 'd': 4}).unchangedKeys()", { set: ['a'] }],
  ["{'a': 1, 'b': 2, 'c': 3}.diff({'a': 1, 'b': 9, 'd': 4}).affectedKeys()", { set: ['b', 'c', 'd'] }],
  ["{'a': 1}.diff({'a': 1}).affectedKeys().size()", 0n],
  ['null.a', error('Null value error')],
]);

table('sets', [
  ['[1, 2, 3].toSet().difference([2].toSet())', { set: [1n, 3n] }],
  ['[1, 2, 3].toSet().intersection([2, 5].toSet())', { set: [2n] }],
  ['[1, 2].toSet().union([2, 3].toSet())', { set: [1n, 2n, 3n] }],
  ['[1, 2].toSet().hasAll([1])', true],
  ['[1, 2].toSet().hasAny([9])', false],
  ['[1, 2].toSet().hasOnly([1, 2, 3])', true],
  ['[1, 1].toSet().size()', 1n],
  ['1 in [1, 2].toSet()', true],
  ['[1, 2].toSet() == [2, 1].toSet()', true],
]);

table('timestamps and durations', [
  ['timestamp.date(2024, 2, 29).year()', 2024n],
  ['timestamp.date(2024, 2, 29).month()', 2n],
  ['timestamp.date(2024, 2, 29).day()', 29n],
  ['timestamp.date(2024, 12, 31).dayOfYear()', 366n],
  ['timestamp.date(2025, 3, 2).dayOfWeek()', 7n],
  ['timestamp.date(2025, 3, 3).dayOfWeek()', 1n],
  ['timestamp.date(2023, 2, 29)', error('Invalid date')],
  ['timestamp.value(1500).toMillis()', 1500n],
  ['timestamp.value(90061001).hours()', 1n],
  ['timestamp.value(90061001).minutes()', 1n],
  ['timestamp.value(90061001).seconds()', 1n],
  ['timestamp.value(90061001).nanos()', 1000000n],
  ['timestamp.value(90061001).date() == timestamp.date(1970, 1, 2)', true],
  ['timestamp.value(90061001).time() == duration.time(1, 1, 1, 1000000)', true],
  ['timestamp.value(-1).year()', 1969n],
  ['timestamp.value(1000) + duration.value(1, "s") == timestamp.value(2000)', true],
  ['timestamp.value(1000) - duration.value(1, "s") == timestamp.value(0)', true],
  ['timestamp.value(5000) - timestamp.value(2000) == duration.value(3, "s")', true],
  ['timestamp.value(1) < timestamp.value(2)', true],
  ['duration.value(90, "m").seconds()', 5400n],
  ['duration.value(1, "w") == duration.value(7, "d")', true],
  ['duration.value(1500, "ms").seconds()', 1n],
  ['duration.value(1500, "ms").nanos()', 500000000n],
  ['duration.value(-1500, "ms").seconds()', -1n],
  ['duration.value(-1500, "ms").nanos()', -500000000n],
  ['duration.value(1, "y")', error('Unknown duration unit')],
  ['duration.abs(duration.value(-5, "s")) == duration.value(5, "s")', true],
  ['duration.value(1, "h") > duration.value(59, "m")', true],
  ['timestamp.value(253402300800000)', error('out of range')],
]);

table('math, latlng, hashing, bytes, paths', [
  ['math.abs(-3)', 3n],
  ['math.abs(-2.5)', 2.5],
  ['math.ceil(2.1)', 3n],
  ['math.floor(-2.1)', -3n],
  ['math.round(2.5)', 3n],
  ['math.round(-2.5)', -3n],
  ['math.sqrt(16)', 4],
  ['math.pow(2, 10)', 1024],
  ['math.isNaN(0.0 / 0)', true],
  ['math.isInfinite(1.0 / 0)', true],
  ['math.isInfinite(1.5)', false],
  ['math.nothing(1)', error('Function not found')],
  ['latlng.value(10, 20).latitude()', 10],
  ['latlng.value(10, 20).longitude()', 20],
  ['latlng.value(91, 0)', error('Invalid latitude')],
  ['hashing.md5("abc")', '900150983cd24fb0d6963f7d28e17f72'],
  ['hashing.sha256("abc")', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
  ['hashing.crc32("123456789")', 'cbf43926'],
  ['hashing.crc32c("123456789")', 'e3069283'],
  ['hashing.md5("abc".toUtf8()) == hashing.md5("abc")', true],
  ['b"abc".size()', 3n],
  ['b"abc".toBase64()', 'YWJj'],
  ['b"\\x01\\xff".toHexString()', '01FF'],
  ['b"é".size()', 2n],
  ['/databases/$("d")/documents/users/$(7)', '/databases/d/documents/users/7'],
  ['path("/a/b/c")[1]', 'b'],
  ['path("/a/b") == /a/b', true],
  ['path("/a//b")', error('Invalid path')],
]);

describe('latlng.distance', () => {
  it('measures about 111 km per degree of latitude', () => {
    const meters = evaluate('latlng.value(0, 0).distance(latlng.value(1, 0))');
    expect('type' in meters && meters.type).toBe('float');
    const value = 'type' in meters && meters.type === 'float' ? meters.value : 0;
    expect(value).toBeGreaterThan(111_000);
    expect(value).toBeLessThan(111_400);
  });
});

describe('Firestore value conversion', () => {
  it('keeps ints and doubles apart', () => {
    expect(fromFirestoreValue({ integerValue: '9007199254740993' })).toEqual(int(9007199254740993n));
    expect(fromFirestoreValue({ doubleValue: 1 })).toEqual(float(1));
    expect(fromFirestoreValue({ doubleValue: 'NaN' }).type).toBe('float');
  });

  it('converts every value kind', () => {
    const converted = fromDocumentData({
      s: { stringValue: 'x' },
      b: { booleanValue: true },
      n: { nullValue: null },
      t: { timestampValue: '2025-01-01T00:00:00.123456Z' },
      y: { bytesValue: 'AQI=' },
      r: { referenceValue: 'projects/p/databases/(default)/documents/c/d' },
      g: { geoPointValue: { latitude: 1.5, longitude: -2 } },
      a: { arrayValue: { values: [{ integerValue: '1' }] } },
      m: { mapValue: { fields: { k: { stringValue: 'v' } } } },
      e: { arrayValue: {} },
    });
    expect(plain(converted)).toEqual({
      s: 'x',
      b: true,
      n: null,
      t: { timestamp: 1735689600123456000n },
      y: '0102',
      r: '/databases/(default)/documents/c/d',
      g: { lat: 1.5, lng: -2 },
      a: [1n],
      m: { k: 'v' },
      e: [],
    });
  });

  it('lets expressions read converted documents', () => {
    const doc = fromDocumentData({ tags: { arrayValue: { values: [{ stringValue: 'a' }] } } });
    expect(run('doc.tags.hasAny(["a"]) && doc.tags[0] is string', { doc })).toBe(true);
    expect(run('t > timestamp.value(0)', { t: timestamp(1n) })).toBe(true);
    expect(run('g.latitude()', { g: latlng(3, 4) })).toBe(3);
    expect(run('m.x[0] + m.y', { m: mapOf({ x: list([str('a')]), y: str('b') }) })).toBe('ab');
  });
});
