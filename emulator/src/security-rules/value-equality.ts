import type { RulesValue } from './values.js';

/** Three-valued: `'unknown'` when the answer depends on a value only known per document (queries). */
export type Tristate = boolean | 'unknown';

/**
 * Rules equality: numbers compare by value across int and float (`1 == 1.0`), containers compare deeply, and
 * values of different types are simply unequal (not an error).
 */
export function valuesEqual(a: RulesValue, b: RulesValue): Tristate {
  if (a.type === 'unknown' || b.type === 'unknown') return 'unknown';
  if ((a.type === 'int' || a.type === 'float') && (b.type === 'int' || b.type === 'float')) {
    if (a.type === 'int' && b.type === 'int') return a.value === b.value;
    return Number(a.value) === Number(b.value);
  }
  if (a.type === 'map' && b.type === 'map') return mapsEqual(a, b);
  if (a.type !== b.type) return false;
  switch (a.type) {
    case 'null':
      return true;
    case 'bool':
    case 'string':
      return a.value === (b as typeof a).value;
    case 'bytes':
      return bytesEqual(a.value, (b as typeof a).value);
    case 'timestamp':
    case 'duration':
      return a.nanos === (b as typeof a).nanos;
    case 'latlng': {
      const other = b as typeof a;
      return a.latitude === other.latitude && a.longitude === other.longitude;
    }
    case 'path': {
      const other = b as typeof a;
      return (
        a.segments.length === other.segments.length && a.segments.every((s, i) => s === other.segments[i])
      );
    }
    case 'list':
      return sequencesEqual(a.items, (b as typeof a).items);
    case 'set':
      return setsEqual(a.items, (b as typeof a).items);
    case 'mapdiff': {
      const other = b as typeof a;
      return and(mapsEqual(a.left, other.left), () => mapsEqual(a.right, other.right));
    }
    default:
      return false;
  }
}

function and(first: Tristate, second: () => Tristate): Tristate {
  if (first === false) return false;
  const next = second();
  if (next === false) return false;
  return first === true && next === true ? true : 'unknown';
}

function sequencesEqual(a: readonly RulesValue[], b: readonly RulesValue[]): Tristate {
  if (a.length !== b.length) return false;
  let result: Tristate = true;
  for (let i = 0; i < a.length; i++) {
    const same = valuesEqual(a[i] as RulesValue, b[i] as RulesValue);
    if (same === false) return false;
    if (same === 'unknown') result = 'unknown';
  }
  return result;
}

function mapsEqual(
  a: { entries: ReadonlyMap<string, RulesValue>; open?: boolean },
  b: { entries: ReadonlyMap<string, RulesValue>; open?: boolean },
): Tristate {
  if (a.open || b.open) return 'unknown';
  if (a.entries.size !== b.entries.size) return false;
  let result: Tristate = true;
  for (const [key, value] of a.entries) {
    const other = b.entries.get(key);
    if (other === undefined) return false;
    const same = valuesEqual(value, other);
    if (same === false) return false;
    if (same === 'unknown') result = 'unknown';
  }
  return result;
}

function setsEqual(a: readonly RulesValue[], b: readonly RulesValue[]): Tristate {
  if (a.length !== b.length) return false;
  let result: Tristate = true;
  for (const item of a) {
    const found = containsValue(b, item);
    if (found === false) return false;
    if (found === 'unknown') result = 'unknown';
  }
  return result;
}

export function containsValue(items: readonly RulesValue[], needle: RulesValue): Tristate {
  let result: Tristate = false;
  for (const item of items) {
    const same = valuesEqual(item, needle);
    if (same === true) return true;
    if (same === 'unknown') result = 'unknown';
  }
  return result;
}

function bytesEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Drops repeated items (rules equality), keeping first occurrences; used to build sets. */
export function distinctValues(items: readonly RulesValue[]): RulesValue[] {
  const result: RulesValue[] = [];
  for (const item of items) if (containsValue(result, item) !== true) result.push(item);
  return result;
}
