import { type FieldPath, formatFieldPath } from '../core/field-path.js';
import type { MapFields } from '../core/value.js';
import { valuesIdentical } from '../core/value-order.js';

/**
 * The fields an update changed, as Firestore's update events carry them: each changed leaf, descending into
 * maps present on both sides, so `set({a: {b: 2}}, {merge: true})` over `{a: {b: 1, c: 1}}` gives `a.b`.
 */
export function changedFieldPaths(before: MapFields, after: MapFields): string[] {
  const paths: string[] = [];
  collect(before, after, [], paths);
  return paths;
}

function collect(before: MapFields, after: MapFields, prefix: FieldPath, out: string[]): void {
  const keys = new Set([...before.keys(), ...after.keys()]);
  for (const key of keys) {
    const left = before.get(key);
    const right = after.get(key);
    const path = [...prefix, key];
    if (left?.kind === 'map' && right?.kind === 'map') collect(left.fields, right.fields, path, out);
    else if (!left || !right || !valuesIdentical(left, right)) out.push(formatFieldPath(path));
  }
}
