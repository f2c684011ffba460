import { RulesEvalError } from '../eval-errors.js';
import { valuesEqual } from '../value-equality.js';
import { int, list, type RulesMap, type RulesSet, type RulesValue, str, UNKNOWN } from '../values.js';
import { expectArity, expectType } from './arguments.js';
import type { MethodTable } from './method-table.js';

/** Every method but `get` needs all keys, which an open (query) map cannot give. */
const needsAllKeys = (receiver: RulesMap): boolean => receiver.open === true;

export const MAP_METHODS: MethodTable<'map'> = {
  keys: (receiver, args) => {
    expectArity('keys', args, 0);
    if (needsAllKeys(receiver)) return UNKNOWN;
    return list([...receiver.entries.keys()].map(str));
  },
  values: (receiver, args) => {
    expectArity('values', args, 0);
    if (needsAllKeys(receiver)) return UNKNOWN;
    return list([...receiver.entries.values()]);
  },
  size: (receiver, args) => {
    expectArity('size', args, 0);
    if (needsAllKeys(receiver)) return UNKNOWN;
    return int(receiver.entries.size);
  },
  /** `get('a', d)` or `get(['a', 'b'], d)` for a nested field; the default when any step is missing. */
  get: (receiver, args) => {
    expectArity('get', args, 2);
    const key = expectType('get', args[0], 'string', 'list');
    const keys =
      key.type === 'string' ? [key.value] : key.items.map((k) => expectType('get', k, 'string').value);
    if (keys.length === 0) throw new RulesEvalError('Function get() expects at least one key.');
    let current: RulesValue = receiver;
    for (const k of keys) {
      if (current.type === 'unknown') return UNKNOWN;
      if (current.type !== 'map') return args[1] as RulesValue;
      const next = current.entries.get(k);
      if (next === undefined) return current.open ? UNKNOWN : (args[1] as RulesValue);
      current = next;
    }
    return current;
  },
  diff: (receiver, args) => {
    expectArity('diff', args, 1);
    const other = expectType('diff', args[0], 'map');
    if (receiver.open || other.open) return UNKNOWN;
    return { type: 'mapdiff', left: receiver, right: other };
  },
};

type KeyClass = 'added' | 'removed' | 'changed' | 'unchanged';

/** Sorts the keys of both maps; `'unknown'` equality cannot occur here since open maps never make a diff. */
function classifyKeys(left: RulesMap, right: RulesMap): Map<string, KeyClass> {
  const classes = new Map<string, KeyClass>();
  for (const [key, value] of left.entries) {
    const old = right.entries.get(key);
    if (old === undefined) classes.set(key, 'added');
    else classes.set(key, valuesEqual(value, old) === true ? 'unchanged' : 'changed');
  }
  for (const key of right.entries.keys()) if (!left.entries.has(key)) classes.set(key, 'removed');
  return classes;
}

function keysOf(...wanted: KeyClass[]) {
  return (receiver: { left: RulesMap; right: RulesMap }, args: readonly RulesValue[]) => {
    expectArity('keys', args, 0);
    const keys = [...classifyKeys(receiver.left, receiver.right)].filter(([, c]) => wanted.includes(c));
    // Map keys are distinct already: no need for the quadratic de-duplication of makeSet.
    const set: RulesSet = { type: 'set', items: keys.map(([key]) => str(key)) };
    return set;
  };
}

export const MAP_DIFF_METHODS: MethodTable<'mapdiff'> = {
  addedKeys: keysOf('added'),
  removedKeys: keysOf('removed'),
  changedKeys: keysOf('changed'),
  unchangedKeys: keysOf('unchanged'),
  affectedKeys: keysOf('added', 'removed', 'changed'),
};
