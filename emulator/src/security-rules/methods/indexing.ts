import { nullValueError, RulesEvalError, undefinedPropertyError } from '../eval-errors.js';
import { bytes, list, type RulesValue, str, typeName, UNKNOWN } from '../values.js';
import { codePoints, stringIndex } from './string-methods.js';

function checkedIndex(index: bigint, size: number): number {
  if (index < 0n || index >= BigInt(size)) throw new RulesEvalError('Index out of range.');
  return Number(index);
}

/** `a[b]`: list, string, bytes and path by int position; map by string key. */
export function indexValue(object: RulesValue, index: RulesValue): RulesValue {
  if (object.type === 'unknown' || index.type === 'unknown') return UNKNOWN;
  if (object.type === 'null') throw nullValueError();
  if (object.type === 'map') {
    if (index.type !== 'string') throw new RulesEvalError(`Map keys are strings, got ${typeName(index)}.`);
    const value = object.entries.get(index.value);
    if (value !== undefined) return value;
    if (object.open) return UNKNOWN;
    throw undefinedPropertyError(index.value);
  }
  if (index.type !== 'int') throw new RulesEvalError(`Index must be int, got ${typeName(index)}.`);
  switch (object.type) {
    case 'list':
      return object.items[checkedIndex(index.value, object.items.length)] as RulesValue;
    case 'string':
      return stringIndex(object.value, index.value);
    case 'path':
      return str(object.segments[checkedIndex(index.value, object.segments.length)] as string);
    default:
      throw new RulesEvalError(`Cannot index a ${typeName(object)}.`);
  }
}

/** `a[i:j]`, j exclusive: lists, strings and bytes. */
export function rangeValue(object: RulesValue, start: RulesValue, end: RulesValue): RulesValue {
  if (object.type === 'unknown' || start.type === 'unknown' || end.type === 'unknown') return UNKNOWN;
  if (object.type === 'null') throw nullValueError();
  if (start.type !== 'int' || end.type !== 'int') throw new RulesEvalError('Range bounds must be int.');
  const slice = <T>(items: readonly T[]): T[] => {
    if (start.value < 0n || end.value < start.value || end.value > BigInt(items.length)) {
      throw new RulesEvalError('Index out of range.');
    }
    return items.slice(Number(start.value), Number(end.value));
  };
  switch (object.type) {
    case 'list':
      return list(slice(object.items));
    case 'string':
      return str(slice(codePoints(object.value)).join(''));
    case 'bytes':
      return bytes(new Uint8Array(slice([...object.value])));
    default:
      throw new RulesEvalError(`Cannot take a range of a ${typeName(object)}.`);
  }
}
