import type { EvaluationBudget } from '../budget.js';
import { RulesEvalError } from '../eval-errors.js';
import { MAX_COLLECTION_SIZE, MAX_STRING_LENGTH } from '../limits.js';
import { containsValue, distinctValues, type Tristate } from '../value-equality.js';
import { bool, int, list, type RulesSet, type RulesValue, str, UNKNOWN } from '../values.js';
import { expectArity, expectType } from './arguments.js';
import type { MethodTable } from './method-table.js';

/** Builds a set; removing duplicates compares every pair, so that work is charged to the request. */
export function makeSet(items: readonly RulesValue[], budget: EvaluationBudget): RulesSet {
  if (items.length > MAX_COLLECTION_SIZE) throw new RulesEvalError('Set is too large.');
  budget.chargeWork(items.length * items.length);
  return { type: 'set', items: distinctValues(items) };
}

/** Comparing every item of one collection with every item of another is quadratic: charge it. */
function chargePairs(budget: EvaluationBudget, a: readonly RulesValue[], b: readonly RulesValue[]): void {
  budget.chargeWork(a.length * b.length);
}

/** The items of a list or set argument. */
function itemsOf(name: string, value: RulesValue | undefined): readonly RulesValue[] {
  return expectType(name, value, 'list', 'set').items;
}

const fromTristate = (value: Tristate): RulesValue => (value === 'unknown' ? UNKNOWN : bool(value));

/** Every needle is in the haystack (three-valued). */
function containsAll(haystack: readonly RulesValue[], needles: readonly RulesValue[]): Tristate {
  let result: Tristate = true;
  for (const needle of needles) {
    const found = containsValue(haystack, needle);
    if (found === false) return false;
    if (found === 'unknown') result = 'unknown';
  }
  return result;
}

function containsAny(haystack: readonly RulesValue[], needles: readonly RulesValue[]): Tristate {
  let result: Tristate = false;
  for (const needle of needles) {
    const found = containsValue(haystack, needle);
    if (found === true) return true;
    if (found === 'unknown') result = 'unknown';
  }
  return result;
}

/** Membership methods shared by lists and sets. */
const MEMBERSHIP = {
  hasAll: (
    receiver: { items: readonly RulesValue[] },
    args: readonly RulesValue[],
    budget: EvaluationBudget,
  ) => {
    expectArity('hasAll', args, 1);
    const needles = itemsOf('hasAll', args[0]);
    chargePairs(budget, receiver.items, needles);
    return fromTristate(containsAll(receiver.items, needles));
  },
  hasAny: (
    receiver: { items: readonly RulesValue[] },
    args: readonly RulesValue[],
    budget: EvaluationBudget,
  ) => {
    expectArity('hasAny', args, 1);
    const needles = itemsOf('hasAny', args[0]);
    chargePairs(budget, receiver.items, needles);
    return fromTristate(containsAny(receiver.items, needles));
  },
  /** Every item of the receiver is among the allowed ones (an empty receiver qualifies). */
  hasOnly: (
    receiver: { items: readonly RulesValue[] },
    args: readonly RulesValue[],
    budget: EvaluationBudget,
  ) => {
    expectArity('hasOnly', args, 1);
    const allowed = itemsOf('hasOnly', args[0]);
    chargePairs(budget, receiver.items, allowed);
    return fromTristate(containsAll(allowed, receiver.items));
  },
  size: (receiver: { items: readonly RulesValue[] }, args: readonly RulesValue[]) => {
    expectArity('size', args, 0);
    return int(receiver.items.length);
  },
};

function withoutItems(items: readonly RulesValue[], removed: readonly RulesValue[]): RulesValue[] {
  return items.filter((item) => containsValue(removed, item) !== true);
}

export const LIST_METHODS: MethodTable<'list'> = {
  ...MEMBERSHIP,
  concat: (receiver, args) => {
    expectArity('concat', args, 1);
    const other = expectType('concat', args[0], 'list');
    if (receiver.items.length + other.items.length > MAX_COLLECTION_SIZE)
      throw new RulesEvalError('List is too long.');
    return list([...receiver.items, ...other.items]);
  },
  join: (receiver, args, budget) => {
    expectArity('join', args, 1);
    const separator = expectType('join', args[0], 'string').value;
    const parts = receiver.items.map((item) => expectType('join', item, 'string').value);
    const length = parts.reduce((sum, part) => sum + part.length + separator.length, 0);
    if (length > MAX_STRING_LENGTH) throw new RulesEvalError('String is too long.');
    budget.chargeWork(length);
    return str(parts.join(separator));
  },
  removeAll: (receiver, args, budget) => {
    expectArity('removeAll', args, 1);
    const removed = expectType('removeAll', args[0], 'list').items;
    chargePairs(budget, receiver.items, removed);
    if (removed.some((r) => r.type === 'unknown')) return UNKNOWN;
    return list(withoutItems(receiver.items, removed));
  },
  toSet: (receiver, args, budget) => {
    expectArity('toSet', args, 0);
    return makeSet(receiver.items, budget);
  },
};

export const SET_METHODS: MethodTable<'set'> = {
  ...MEMBERSHIP,
  difference: (receiver, args, budget) => {
    expectArity('difference', args, 1);
    const other = expectType('difference', args[0], 'set').items;
    chargePairs(budget, receiver.items, other);
    return makeSet(withoutItems(receiver.items, other), budget);
  },
  intersection: (receiver, args, budget) => {
    expectArity('intersection', args, 1);
    const other = expectType('intersection', args[0], 'set').items;
    chargePairs(budget, receiver.items, other);
    return makeSet(
      receiver.items.filter((item) => containsValue(other, item) === true),
      budget,
    );
  },
  union: (receiver, args, budget) => {
    expectArity('union', args, 1);
    return makeSet([...receiver.items, ...expectType('union', args[0], 'set').items], budget);
  },
};
