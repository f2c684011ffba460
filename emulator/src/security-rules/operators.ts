import { RulesEvalError } from './eval-errors.js';
import { MAX_COLLECTION_SIZE, MAX_STRING_LENGTH } from './limits.js';
import { checkTimestampRange } from './time-values.js';
import { containsValue, type Tristate, valuesEqual } from './value-equality.js';
import {
  bool,
  duration,
  float,
  INT64_MAX,
  INT64_MIN,
  int,
  list,
  type RulesValue,
  str,
  timestamp,
  typeName,
  UNKNOWN,
} from './values.js';

export type ArithmeticOperator = '+' | '-' | '*' | '/' | '%';
export type ComparisonOperator = '==' | '!=' | '<' | '<=' | '>' | '>=';

const unsupported = (op: string, a: RulesValue, b: RulesValue) =>
  new RulesEvalError(`Unsupported operation error. Received: ${typeName(a)} ${op} ${typeName(b)}.`);

export function checkedInt(value: bigint): RulesValue {
  if (value < INT64_MIN || value > INT64_MAX) throw new RulesEvalError('Integer overflow.');
  return int(value);
}

const isNumber = (v: RulesValue): v is Extract<RulesValue, { type: 'int' | 'float' }> =>
  v.type === 'int' || v.type === 'float';

export function arithmetic(op: ArithmeticOperator, a: RulesValue, b: RulesValue): RulesValue {
  if (a.type === 'unknown' || b.type === 'unknown') return UNKNOWN;
  if (a.type === 'int' && b.type === 'int') return integerArithmetic(op, a.value, b.value);
  if (isNumber(a) && isNumber(b)) return floatArithmetic(op, Number(a.value), Number(b.value));
  if (op === '+') {
    if (a.type === 'string' && b.type === 'string') {
      if (a.value.length + b.value.length > MAX_STRING_LENGTH)
        throw new RulesEvalError('String is too long.');
      return str(a.value + b.value);
    }
    if (a.type === 'list' && b.type === 'list') {
      if (a.items.length + b.items.length > MAX_COLLECTION_SIZE)
        throw new RulesEvalError('List is too long.');
      return list([...a.items, ...b.items]);
    }
    if (a.type === 'timestamp' && b.type === 'duration')
      return checkTimestampRange(timestamp(a.nanos + b.nanos));
    if (a.type === 'duration' && b.type === 'timestamp')
      return checkTimestampRange(timestamp(a.nanos + b.nanos));
    if (a.type === 'duration' && b.type === 'duration') return duration(a.nanos + b.nanos);
  }
  if (op === '-') {
    if (a.type === 'timestamp' && b.type === 'duration')
      return checkTimestampRange(timestamp(a.nanos - b.nanos));
    if (a.type === 'timestamp' && b.type === 'timestamp') return duration(a.nanos - b.nanos);
    if (a.type === 'duration' && b.type === 'duration') return duration(a.nanos - b.nanos);
  }
  throw unsupported(op, a, b);
}

function integerArithmetic(op: ArithmeticOperator, a: bigint, b: bigint): RulesValue {
  switch (op) {
    case '+':
      return checkedInt(a + b);
    case '-':
      return checkedInt(a - b);
    case '*':
      return checkedInt(a * b);
    case '/':
      if (b === 0n) throw new RulesEvalError('Division by zero.');
      return checkedInt(a / b);
    case '%':
      if (b === 0n) throw new RulesEvalError('Division by zero.');
      return int(a % b);
  }
}

function floatArithmetic(op: ArithmeticOperator, a: number, b: number): RulesValue {
  switch (op) {
    case '+':
      return float(a + b);
    case '-':
      return float(a - b);
    case '*':
      return float(a * b);
    case '/':
      return float(a / b);
    case '%':
      return float(a % b);
  }
}

export function negate(value: RulesValue): RulesValue {
  switch (value.type) {
    case 'unknown':
      return UNKNOWN;
    case 'int':
      return checkedInt(-value.value);
    case 'float':
      return float(-value.value);
    case 'duration':
      return duration(-value.nanos);
    default:
      throw new RulesEvalError(`Unsupported operation error. Received: -${typeName(value)}.`);
  }
}

export function not(value: RulesValue): RulesValue {
  if (value.type === 'unknown') return UNKNOWN;
  if (value.type !== 'bool')
    throw new RulesEvalError(`Unsupported operation error. Received: !${typeName(value)}.`);
  return bool(!value.value);
}

const fromTristate = (value: Tristate): RulesValue => (value === 'unknown' ? UNKNOWN : bool(value));

export function compare(op: ComparisonOperator, a: RulesValue, b: RulesValue): RulesValue {
  if (op === '==') return fromTristate(valuesEqual(a, b));
  if (op === '!=') {
    const same = valuesEqual(a, b);
    return same === 'unknown' ? UNKNOWN : bool(!same);
  }
  if (a.type === 'unknown' || b.type === 'unknown') return UNKNOWN;
  const order = ordering(a, b);
  if (order === undefined) throw unsupported(op, a, b);
  if (Number.isNaN(order)) return bool(false);
  switch (op) {
    case '<':
      return bool(order < 0);
    case '<=':
      return bool(order <= 0);
    case '>':
      return bool(order > 0);
    case '>=':
      return bool(order >= 0);
  }
}

/** Negative, zero or positive; NaN when a float NaN takes part; undefined when the types do not order. */
function ordering(a: RulesValue, b: RulesValue): number | undefined {
  if (a.type === 'int' && b.type === 'int') return a.value < b.value ? -1 : a.value > b.value ? 1 : 0;
  if (isNumber(a) && isNumber(b)) {
    const x = Number(a.value);
    const y = Number(b.value);
    return x < y ? -1 : x > y ? 1 : x === y ? 0 : Number.NaN;
  }
  if (a.type === 'string' && b.type === 'string') return a.value < b.value ? -1 : a.value > b.value ? 1 : 0;
  if (
    (a.type === 'timestamp' && b.type === 'timestamp') ||
    (a.type === 'duration' && b.type === 'duration')
  ) {
    return a.nanos < b.nanos ? -1 : a.nanos > b.nanos ? 1 : 0;
  }
  if (a.type === 'bytes' && b.type === 'bytes') {
    const length = Math.min(a.value.length, b.value.length);
    for (let i = 0; i < length; i++) {
      const diff = (a.value[i] as number) - (b.value[i] as number);
      if (diff !== 0) return diff;
    }
    return a.value.length - b.value.length;
  }
  return undefined;
}

/** `needle in haystack` for lists, sets (membership) and maps (keys). */
export function contains(needle: RulesValue, haystack: RulesValue): RulesValue {
  if (needle.type === 'unknown' || haystack.type === 'unknown') return UNKNOWN;
  switch (haystack.type) {
    case 'list':
    case 'set':
      return fromTristate(containsValue(haystack.items, needle));
    case 'map':
      if (needle.type !== 'string') throw unsupported('in', needle, haystack);
      if (haystack.entries.has(needle.value)) return bool(true);
      return haystack.open ? UNKNOWN : bool(false);
    default:
      throw unsupported('in', needle, haystack);
  }
}
