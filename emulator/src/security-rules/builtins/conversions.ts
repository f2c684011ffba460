import { RulesEvalError } from '../eval-errors.js';
import { expectArity } from '../methods/arguments.js';
import { checkedInt } from '../operators.js';
import { parsePathString } from '../path-values.js';
import { bool, float, type RulesValue, str, typeName } from '../values.js';

/** `string(2.0)` is `'2.0'`: floats always show a fractional part, like Firestore. */
export function formatFloat(value: number): string {
  if (Number.isNaN(value)) return 'NaN';
  if (!Number.isFinite(value)) return value > 0 ? 'Infinity' : '-Infinity';
  const text = String(value);
  return /[.eE]/.test(text) ? text : `${text}.0`;
}

const cannotConvert = (to: string, value: RulesValue) =>
  new RulesEvalError(`Cannot convert ${typeName(value)} to ${to}.`);

export function toInt(args: readonly RulesValue[]): RulesValue {
  expectArity('int', args, 1);
  const value = args[0] as RulesValue;
  switch (value.type) {
    case 'int':
      return value;
    case 'float':
      if (!Number.isFinite(value.value)) throw cannotConvert('int', value);
      return checkedInt(BigInt(Math.trunc(value.value)));
    case 'string':
      if (!/^[+-]?\d{1,20}$/.test(value.value.trim()))
        throw new RulesEvalError(`Cannot convert '${value.value}' to int.`);
      return checkedInt(BigInt(value.value.trim()));
    default:
      throw cannotConvert('int', value);
  }
}

export function toFloat(args: readonly RulesValue[]): RulesValue {
  expectArity('float', args, 1);
  const value = args[0] as RulesValue;
  switch (value.type) {
    case 'float':
      return value;
    case 'int':
      return float(Number(value.value));
    case 'string': {
      const text = value.value.trim();
      if (!/^[+-]?(\d+\.?\d*([eE][+-]?\d+)?|\.\d+([eE][+-]?\d+)?|NaN|Infinity)$/.test(text)) {
        throw new RulesEvalError(`Cannot convert '${value.value}' to float.`);
      }
      return float(Number(text));
    }
    default:
      throw cannotConvert('float', value);
  }
}

export function toStringValue(args: readonly RulesValue[]): RulesValue {
  expectArity('string', args, 1);
  const value = args[0] as RulesValue;
  switch (value.type) {
    case 'string':
      return value;
    case 'bool':
      return str(String(value.value));
    case 'int':
      return str(value.value.toString());
    case 'float':
      return str(formatFloat(value.value));
    case 'null':
      return str('null');
    case 'path':
      return str(`/${value.segments.join('/')}`);
    default:
      throw cannotConvert('string', value);
  }
}

export function toBool(args: readonly RulesValue[]): RulesValue {
  expectArity('bool', args, 1);
  const value = args[0] as RulesValue;
  if (value.type === 'bool') return value;
  if (value.type === 'string' && (value.value === 'true' || value.value === 'false'))
    return bool(value.value === 'true');
  throw cannotConvert('bool', value);
}

export function toPath(args: readonly RulesValue[]): RulesValue {
  expectArity('path', args, 1);
  const value = args[0] as RulesValue;
  if (value.type === 'path') return value;
  if (value.type === 'string') return parsePathString(value.value);
  throw cannotConvert('path', value);
}
