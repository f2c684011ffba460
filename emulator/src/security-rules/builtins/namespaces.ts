import type { EvaluationBudget } from '../budget.js';
import { RulesEvalError } from '../eval-errors.js';
import { crc32, crc32c, md5, sha256 } from '../hashing.js';
import { expectArity, expectNumber, expectType, hasUnknown } from '../methods/arguments.js';
import { checkedInt } from '../operators.js';
import { checkTimestampRange, NANOS_PER_MILLI, NANOS_PER_SECOND, timestampFromDate } from '../time-values.js';
import { bool, bytes, duration, float, latlng, type RulesValue, timestamp, UNKNOWN } from '../values.js';

type NamespaceFunction = (args: readonly RulesValue[], budget: EvaluationBudget) => RulesValue;

const DURATION_UNITS: Readonly<Record<string, bigint>> = {
  w: 7n * 86_400n * NANOS_PER_SECOND,
  d: 86_400n * NANOS_PER_SECOND,
  h: 3_600n * NANOS_PER_SECOND,
  m: 60n * NANOS_PER_SECOND,
  s: NANOS_PER_SECOND,
  ms: NANOS_PER_MILLI,
  ns: 1n,
};

function roundingToInt(name: string, round: (x: number) => number): NamespaceFunction {
  return (args) => {
    expectArity(`math.${name}`, args, 1);
    const value = expectType(`math.${name}`, args[0], 'int', 'float');
    if (value.type === 'int') return value;
    if (!Number.isFinite(value.value))
      throw new RulesEvalError(`math.${name}() of ${value.value} is not an int.`);
    return checkedInt(BigInt(round(value.value)));
  };
}

function unaryFloat(name: string, fn: (x: number) => RulesValue): NamespaceFunction {
  return (args) => {
    expectArity(name, args, 1);
    return fn(expectNumber(name, args[0]));
  };
}

function hashFunction(name: string, hash: (data: Uint8Array) => Uint8Array): NamespaceFunction {
  return (args, budget) => {
    expectArity(`hashing.${name}`, args, 1);
    const input = expectType(`hashing.${name}`, args[0], 'string', 'bytes');
    const data = input.type === 'string' ? new TextEncoder().encode(input.value) : input.value;
    budget.chargeWork(data.length);
    return bytes(hash(data));
  };
}

const roundHalfAwayFromZero = (x: number) => Math.sign(x) * Math.round(Math.abs(x));

const NAMESPACES: Readonly<Record<string, Readonly<Record<string, NamespaceFunction>>>> = {
  math: {
    abs: (args) => {
      expectArity('math.abs', args, 1);
      const value = expectType('math.abs', args[0], 'int', 'float');
      return value.type === 'int'
        ? checkedInt(value.value < 0n ? -value.value : value.value)
        : float(Math.abs(value.value));
    },
    ceil: roundingToInt('ceil', Math.ceil),
    floor: roundingToInt('floor', Math.floor),
    round: roundingToInt('round', roundHalfAwayFromZero),
    sqrt: unaryFloat('math.sqrt', (x) => float(Math.sqrt(x))),
    isInfinite: unaryFloat('math.isInfinite', (x) =>
      bool(x === Number.POSITIVE_INFINITY || x === Number.NEGATIVE_INFINITY),
    ),
    isNaN: unaryFloat('math.isNaN', (x) => bool(Number.isNaN(x))),
    pow: (args) => {
      expectArity('math.pow', args, 2);
      return float(expectNumber('math.pow', args[0]) ** expectNumber('math.pow', args[1]));
    },
  },
  timestamp: {
    date: (args) => {
      expectArity('timestamp.date', args, 3);
      const [year, month, day] = args.map((a) => Number(expectType('timestamp.date', a, 'int').value));
      return timestampFromDate(year as number, month as number, day as number);
    },
    value: (args) => {
      expectArity('timestamp.value', args, 1);
      const millis = expectType('timestamp.value', args[0], 'int').value;
      return checkTimestampRange(timestamp(millis * NANOS_PER_MILLI));
    },
  },
  duration: {
    value: (args) => {
      expectArity('duration.value', args, 2);
      const magnitude = expectType('duration.value', args[0], 'int', 'float');
      const unit = expectType('duration.value', args[1], 'string').value;
      const scale = DURATION_UNITS[unit];
      if (scale === undefined)
        throw new RulesEvalError(`Unknown duration unit '${unit}' (w, d, h, m, s, ms, ns).`);
      if (magnitude.type === 'int') return duration(magnitude.value * scale);
      if (!Number.isFinite(magnitude.value)) throw new RulesEvalError('Duration magnitude must be finite.');
      return duration(BigInt(Math.round(magnitude.value * Number(scale))));
    },
    time: (args) => {
      expectArity('duration.time', args, 4);
      const [h, m, s, ns] = args.map((a) => expectType('duration.time', a, 'int').value) as bigint[];
      return duration(
        (h as bigint) * 3_600n * NANOS_PER_SECOND +
          (m as bigint) * 60n * NANOS_PER_SECOND +
          (s as bigint) * NANOS_PER_SECOND +
          (ns as bigint),
      );
    },
    abs: (args) => {
      expectArity('duration.abs', args, 1);
      const value = expectType('duration.abs', args[0], 'duration');
      return duration(value.nanos < 0n ? -value.nanos : value.nanos);
    },
  },
  latlng: {
    value: (args) => {
      expectArity('latlng.value', args, 2);
      const lat = expectNumber('latlng.value', args[0]);
      const lng = expectNumber('latlng.value', args[1]);
      if (!(lat >= -90 && lat <= 90 && lng >= -180 && lng <= 180)) {
        throw new RulesEvalError(`Invalid latitude/longitude ${lat}, ${lng}.`);
      }
      return latlng(lat, lng);
    },
  },
  hashing: {
    crc32: hashFunction('crc32', crc32),
    crc32c: hashFunction('crc32c', crc32c),
    md5: hashFunction('md5', md5),
    sha256: hashFunction('sha256', sha256),
  },
};

export const isNamespace = (name: string): boolean => Object.hasOwn(NAMESPACES, name);

export function callNamespaceFunction(
  namespace: string,
  name: string,
  args: readonly RulesValue[],
  budget: EvaluationBudget,
): RulesValue {
  const fn = NAMESPACES[namespace]?.[name];
  if (!fn || !Object.hasOwn(NAMESPACES[namespace] ?? {}, name)) {
    throw new RulesEvalError(`Function not found error: Name: [${namespace}.${name}].`);
  }
  if (hasUnknown(args)) return UNKNOWN;
  return fn(args, budget);
}
