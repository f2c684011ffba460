import { numericId } from './resource-path.js';
import type { Value } from './value.js';

/**
 * Firestore's cross-type order: null < boolean < numbers (NaN first) < timestamp < string < bytes
 * < reference < geopoint < array < map.
 */
const TYPE_ORDER: Record<Value['kind'], number> = {
  null: 0,
  boolean: 1,
  integer: 2,
  double: 2,
  timestamp: 3,
  string: 4,
  bytes: 5,
  reference: 6,
  geopoint: 7,
  array: 8,
  map: 9,
};

export function typeOrder(value: Value): number {
  return TYPE_ORDER[value.kind];
}

const sign = (n: number): number => (n < 0 ? -1 : n > 0 ? 1 : 0);

/** Total order used for sorting, cursors and range filters (NaN equals NaN here, and sorts first). */
export function compareValues(left: Value, right: Value): number {
  const byType = TYPE_ORDER[left.kind] - TYPE_ORDER[right.kind];
  if (byType !== 0) return sign(byType);
  switch (left.kind) {
    case 'null':
      return 0;
    case 'boolean':
      return Number(left.value) - Number((right as typeof left).value);
    case 'integer':
    case 'double':
      return compareNumbers(left, right as typeof left);
    case 'timestamp': {
      const r = right as typeof left;
      return sign(left.seconds - r.seconds) || sign(left.nanos - r.nanos);
    }
    case 'string':
      return compareUtf8(left.value, (right as typeof left).value);
    case 'bytes':
      return compareBytes(left.value, (right as typeof left).value);
    case 'reference':
      return compareResourceNames(left.value, (right as typeof left).value);
    case 'geopoint': {
      const r = right as typeof left;
      return sign(left.latitude - r.latitude) || sign(left.longitude - r.longitude);
    }
    case 'array':
      return compareArrays(left.values, (right as typeof left).values);
    case 'map':
      return compareMaps(left.fields, (right as typeof left).fields);
  }
}

type NumberValue = Extract<Value, { kind: 'integer' | 'double' }>;

function compareNumbers(left: NumberValue, right: NumberValue): number {
  if (left.kind === 'integer' && right.kind === 'integer') {
    return left.value < right.value ? -1 : left.value > right.value ? 1 : 0;
  }
  if (left.kind === 'double' && right.kind === 'double') return compareDoubles(left.value, right.value);
  if (left.kind === 'integer' && right.kind === 'double')
    return -compareDoubleToInteger(right.value, left.value) || 0;
  return compareDoubleToInteger((left as { value: number }).value, (right as { value: bigint }).value);
}

function compareDoubles(left: number, right: number): number {
  if (Number.isNaN(left)) return Number.isNaN(right) ? 0 : -1;
  if (Number.isNaN(right)) return 1;
  return sign(left - right);
}

/** Exact even beyond 2^53, where converting the integer to a double would round. */
function compareDoubleToInteger(double: number, integer: bigint): number {
  if (Number.isNaN(double)) return -1;
  if (double === Number.POSITIVE_INFINITY) return 1;
  if (double === Number.NEGATIVE_INFINITY) return -1;
  const whole = BigInt(Math.trunc(double));
  if (whole !== integer) return whole < integer ? -1 : 1;
  return sign(double - Math.trunc(double));
}

/**
 * Firestore orders strings by their UTF-8 bytes, which is code point order. JavaScript compares UTF-16 code
 * units, which disagrees only when a surrogate meets a code unit at or above U+E000: remap those so the first
 * differing code unit decides as a code point would.
 */
export function compareUtf8(left: string, right: string): number {
  if (left === right) return 0;
  const length = Math.min(left.length, right.length);
  for (let i = 0; i < length; i++) {
    const a = left.charCodeAt(i);
    const b = right.charCodeAt(i);
    if (a !== b) return codeUnitWeight(a) < codeUnitWeight(b) ? -1 : 1;
  }
  return sign(left.length - right.length);
}

function codeUnitWeight(unit: number): number {
  if (unit >= 0xd800 && unit <= 0xdfff) return unit + 0x2000;
  if (unit >= 0xe000) return unit - 0x800;
  return unit;
}

export function compareBytes(left: Uint8Array, right: Uint8Array): number {
  const length = Math.min(left.length, right.length);
  for (let i = 0; i < length; i++) {
    const diff = (left[i] as number) - (right[i] as number);
    if (diff !== 0) return sign(diff);
  }
  return sign(left.length - right.length);
}

/**
 * Resource names compare segment by segment, so `a/b` sorts before `a-/b` as it does in Firestore. Giving
 * the separator the lowest weight does that without splitting the strings.
 */
export function compareResourceNames(left: string, right: string): number {
  if (left === right) return 0;
  if (left.includes('__id') || right.includes('__id')) return compareNamesWithNumericIds(left, right);
  const length = Math.min(left.length, right.length);
  for (let i = 0; i < length; i++) {
    const a = left.charCodeAt(i);
    const b = right.charCodeAt(i);
    if (a === b) continue;
    const wa = a === SLASH ? -1 : codeUnitWeight(a);
    const wb = b === SLASH ? -1 : codeUnitWeight(b);
    return wa < wb ? -1 : 1;
  }
  return sign(left.length - right.length);
}

const SLASH = 0x2f;

/** Segment by segment, numeric ids (`__id<n>__`) first and by value, the rest as strings. */
function compareNamesWithNumericIds(left: string, right: string): number {
  const a = left.split('/');
  const b = right.split('/');
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const x = a[i] as string;
    const y = b[i] as string;
    if (x === y) continue;
    const nx = numericId(x);
    const ny = numericId(y);
    if (nx !== undefined && ny !== undefined) return nx < ny ? -1 : 1;
    if (nx !== undefined) return -1;
    if (ny !== undefined) return 1;
    return compareUtf8(x, y);
  }
  return sign(a.length - b.length);
}

export function compareSegments(left: readonly string[], right: readonly string[]): number {
  const length = Math.min(left.length, right.length);
  for (let i = 0; i < length; i++) {
    const c = compareUtf8(left[i] as string, right[i] as string);
    if (c !== 0) return c;
  }
  return sign(left.length - right.length);
}

function compareArrays(left: readonly Value[], right: readonly Value[]): number {
  const length = Math.min(left.length, right.length);
  for (let i = 0; i < length; i++) {
    const c = compareValues(left[i] as Value, right[i] as Value);
    if (c !== 0) return c;
  }
  return sign(left.length - right.length);
}

/** Maps compare as their entries sorted by key: key first, then value, then size. */
function compareMaps(left: ReadonlyMap<string, Value>, right: ReadonlyMap<string, Value>): number {
  const leftKeys = [...left.keys()].sort(compareUtf8);
  const rightKeys = [...right.keys()].sort(compareUtf8);
  const length = Math.min(leftKeys.length, rightKeys.length);
  for (let i = 0; i < length; i++) {
    const lk = leftKeys[i] as string;
    const rk = rightKeys[i] as string;
    const byKey = compareUtf8(lk, rk);
    if (byKey !== 0) return byKey;
    const byValue = compareValues(left.get(lk) as Value, right.get(rk) as Value);
    if (byValue !== 0) return byValue;
  }
  return sign(leftKeys.length - rightKeys.length);
}

/**
 * Equality as filters see it: numbers compare by value across integer and double, NaN equals nothing
 * (the SDKs turn `== NaN` into IS_NAN).
 */
export function valuesEqualForFilter(left: Value, right: Value): boolean {
  if (left.kind === 'double' && Number.isNaN(left.value)) return false;
  if (right.kind === 'double' && Number.isNaN(right.value)) return false;
  return compareValues(left, right) === 0;
}

/** Equality as array transforms see it: 3 equals 3.0, NaN equals NaN, null equals null. */
export function valuesEquivalent(left: Value, right: Value): boolean {
  return compareValues(left, right) === 0;
}

/** Structural equality for deciding whether a write changed a document (3 and 3.0 differ here). */
export function valuesIdentical(left: Value, right: Value): boolean {
  if (left.kind !== right.kind) return false;
  switch (left.kind) {
    case 'double':
      return Object.is(left.value, (right as typeof left).value);
    case 'array': {
      const r = (right as typeof left).values;
      return (
        left.values.length === r.length && left.values.every((v, i) => valuesIdentical(v, r[i] as Value))
      );
    }
    case 'map':
      return fieldsIdentical(left.fields, (right as typeof left).fields);
    default:
      return compareValues(left, right) === 0;
  }
}

export function fieldsIdentical(
  left: ReadonlyMap<string, Value>,
  right: ReadonlyMap<string, Value>,
): boolean {
  if (left.size !== right.size) return false;
  for (const [key, value] of left) {
    const other = right.get(key);
    if (other === undefined || !valuesIdentical(value, other)) return false;
  }
  return true;
}
