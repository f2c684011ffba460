// The profile forms hold every field as the text its input shows, keyed by the field's path in the payload
// ('profile.cgpa'): the same key the shared schema reports an error under and the input's name, so a
// server or browser error lands on its field.
import { joinCommaList } from '@appointments/domain';

export type FormValues<F extends string> = Record<F, string>;

function valueAt(source: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (node, key) =>
        typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined,
      source,
    );
}

/** What each input shows for a stored entity: lists as comma-plus-space text, numbers as text, absent as ''. */
export function formValuesFrom<F extends string>(source: unknown, fields: readonly F[]): FormValues<F> {
  const values = {} as FormValues<F>;
  for (const field of fields) {
    const value = valueAt(source, field);
    if (Array.isArray(value)) values[field] = joinCommaList(value.filter((item) => typeof item === 'string'));
    else if (typeof value === 'number' && Number.isFinite(value)) values[field] = String(value);
    else values[field] = typeof value === 'string' ? value : '';
  }
  return values;
}

/** The nested payload the schema reads, from the flat path-keyed values. */
export function nestFormValues(values: Record<string, string>): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [path, value] of Object.entries(values)) {
    const keys = path.split('.');
    const last = keys.pop();
    if (last === undefined) continue;
    let node = root;
    for (const key of keys) {
      const next = node[key];
      if (typeof next !== 'object' || next === null) node[key] = {};
      node = node[key] as Record<string, unknown>;
    }
    node[last] = value;
  }
  return root;
}
