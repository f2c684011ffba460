import { invalidArgument } from './errors.js';
import type { MapFields, Value } from './value.js';

/** A path into a document's fields, one map key per segment. `__name__` stands for the document key. */
export type FieldPath = readonly string[];

export const DOCUMENT_KEY_FIELD = '__name__';

export function isDocumentKeyPath(path: FieldPath): boolean {
  return path.length === 1 && path[0] === DOCUMENT_KEY_FIELD;
}

const SIMPLE_SEGMENT = /^[a-zA-Z_][a-zA-Z_0-9]*$/;

/** Parses Firestore's canonical field path string: dot-separated, backticks around unusual segments. */
export function parseFieldPath(text: string): FieldPath {
  if (text === '') throw invalidArgument('Field path must not be empty.');
  const segments: string[] = [];
  let current = '';
  let quoted = false;
  let segmentStarted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (quoted) {
      if (ch === '\\') {
        const next = text[i + 1];
        if (next === undefined) throw invalidArgument(`Invalid field path: ${text}`);
        current += next;
        i++;
      } else if (ch === '`') {
        quoted = false;
      } else {
        current += ch;
      }
    } else if (ch === '`') {
      quoted = true;
      segmentStarted = true;
    } else if (ch === '.') {
      if (!segmentStarted && current === '') throw invalidArgument(`Invalid field path: ${text}`);
      segments.push(current);
      current = '';
      segmentStarted = false;
    } else {
      current += ch;
      segmentStarted = true;
    }
  }
  if (quoted || (!segmentStarted && current === '')) throw invalidArgument(`Invalid field path: ${text}`);
  segments.push(current);
  return segments;
}

export function formatFieldPath(path: FieldPath): string {
  return path
    .map((segment) =>
      SIMPLE_SEGMENT.test(segment) ? segment : `\`${segment.replace(/\\/g, '\\\\').replace(/`/g, '\\`')}\``,
    )
    .join('.');
}

export function getField(fields: MapFields, path: FieldPath): Value | undefined {
  let current: Value | undefined;
  let map: MapFields | undefined = fields;
  for (const segment of path) {
    if (map === undefined) return undefined;
    current = map.get(segment);
    if (current === undefined) return undefined;
    map = current.kind === 'map' ? current.fields : undefined;
  }
  return current;
}

/** Returns new maps along the path, leaving the input untouched (stored documents are shared snapshots). */
export function setField(fields: MapFields, path: FieldPath, value: Value): MapFields {
  const [head, ...rest] = path;
  if (head === undefined) return fields;
  const copy = new Map(fields);
  if (rest.length === 0) {
    copy.set(head, value);
  } else {
    const existing = fields.get(head);
    const child = existing?.kind === 'map' ? existing.fields : new Map<string, Value>();
    copy.set(head, { kind: 'map', fields: setField(child, rest, value) });
  }
  return copy;
}

export function deleteField(fields: MapFields, path: FieldPath): MapFields {
  const [head, ...rest] = path;
  if (head === undefined || !fields.has(head)) return fields;
  const copy = new Map(fields);
  if (rest.length === 0) {
    copy.delete(head);
    return copy;
  }
  const existing = fields.get(head);
  if (existing?.kind !== 'map') return fields;
  copy.set(head, { kind: 'map', fields: deleteField(existing.fields, rest) });
  return copy;
}

/** Keeps only the given paths, for `select` projections and read masks. */
export function projectFields(fields: MapFields, paths: readonly FieldPath[]): MapFields {
  let result: MapFields = new Map();
  for (const path of paths) {
    const value = getField(fields, path);
    if (value !== undefined) result = setField(result, path, value);
  }
  return result;
}
