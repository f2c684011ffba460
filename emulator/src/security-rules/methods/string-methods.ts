import { RulesEvalError } from '../eval-errors.js';
import { MAX_COLLECTION_SIZE, MAX_STRING_LENGTH } from '../limits.js';
import { compileRegex } from '../regex.js';
import { bool, bytes, int, list, type RulesValue, str } from '../values.js';
import { expectArity, expectType } from './arguments.js';
import type { MethodTable } from './method-table.js';

/** Characters are Unicode code points, so `'é'.size() == 1` and indexing never splits a surrogate pair. */
export const codePoints = (text: string): string[] => Array.from(text);

export const STRING_METHODS: MethodTable<'string'> = {
  size: (s, args) => {
    expectArity('size', args, 0);
    return int(codePoints(s.value).length);
  },
  lower: (s, args, budget) => {
    expectArity('lower', args, 0);
    budget.chargeWork(s.value.length);
    return str(s.value.toLowerCase());
  },
  upper: (s, args, budget) => {
    expectArity('upper', args, 0);
    budget.chargeWork(s.value.length);
    return str(s.value.toUpperCase());
  },
  trim: (s, args) => {
    expectArity('trim', args, 0);
    return str(s.value.replace(/^[ \t\n\r\f\v]+|[ \t\n\r\f\v]+$/g, ''));
  },
  matches: (s, args, budget) => {
    expectArity('matches', args, 1);
    const pattern = expectType('matches', args[0], 'string').value;
    budget.chargeWork(s.value.length + pattern.length);
    return bool(compileRegex(pattern).matches(s.value));
  },
  replace: (s, args, budget) => {
    expectArity('replace', args, 2);
    const pattern = expectType('replace', args[0], 'string').value;
    const replacement = expectType('replace', args[1], 'string').value;
    budget.chargeWork(s.value.length + pattern.length);
    const result = compileRegex(pattern).matcher(s.value).replaceAll(replacement);
    if (result.length > MAX_STRING_LENGTH) throw new RulesEvalError('String is too long.');
    budget.chargeWork(result.length);
    return str(result);
  },
  split: (s, args, budget) => {
    expectArity('split', args, 1);
    const pattern = expectType('split', args[0], 'string').value;
    budget.chargeWork(s.value.length + pattern.length);
    // A negative limit keeps trailing empty strings: 'a/b/'.split('/') is ['a', 'b', ''].
    const parts = compileRegex(pattern).split(s.value, -1);
    if (parts.length > MAX_COLLECTION_SIZE) throw new RulesEvalError('List is too long.');
    return list(parts.map(str));
  },
  toUtf8: (s, args, budget) => {
    expectArity('toUtf8', args, 0);
    budget.chargeWork(s.value.length);
    return bytes(new TextEncoder().encode(s.value));
  },
};

export function stringIndex(s: string, index: bigint): RulesValue {
  const chars = codePoints(s);
  if (index < 0n || index >= BigInt(chars.length)) throw new RulesEvalError('Index out of range.');
  return str(chars[Number(index)] as string);
}
