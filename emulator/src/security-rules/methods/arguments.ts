import { RulesEvalError } from '../eval-errors.js';
import type { RulesValue } from '../values.js';
import { typeName } from '../values.js';

type Of<T extends RulesValue['type']> = Extract<RulesValue, { type: T }>;

export function expectArity(name: string, args: readonly RulesValue[], ...counts: number[]): void {
  if (!counts.includes(args.length)) {
    throw new RulesEvalError(
      `Function ${name}() expects ${counts.join(' or ')} argument(s) but got ${args.length}.`,
    );
  }
}

export function expectType<T extends RulesValue['type']>(
  name: string,
  value: RulesValue | undefined,
  ...types: T[]
): Of<T> {
  if (value === undefined || !types.includes(value.type as T)) {
    const got = value === undefined ? 'nothing' : typeName(value);
    throw new RulesEvalError(`Function ${name}() expects ${types.join(' or ')}, got ${got}.`);
  }
  return value as Of<T>;
}

export function expectNumber(name: string, value: RulesValue | undefined): number {
  return Number(expectType(name, value, 'int', 'float').value);
}

export const hasUnknown = (values: readonly RulesValue[]): boolean =>
  values.some((v) => v.type === 'unknown');
