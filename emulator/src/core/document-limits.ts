import { invalidArgument } from './errors.js';
import type { MapFields, Value } from './value.js';

export const MAX_DOCUMENT_BYTES = 1_048_576;
export const MAX_NESTING_DEPTH = 20;

const utf8Length = (text: string): number => Buffer.byteLength(text, 'utf8');

/** Storage sizes as Firestore documents them (https://firebase.google.com/docs/firestore/storage-size). */
export function valueSize(value: Value): number {
  switch (value.kind) {
    case 'null':
    case 'boolean':
      return 1;
    case 'integer':
    case 'double':
    case 'timestamp':
      return 8;
    case 'geopoint':
      return 16;
    case 'string':
      return utf8Length(value.value) + 1;
    case 'bytes':
      return value.value.length;
    case 'reference':
      return documentNameSize(value.value.split('/documents/')[1] ?? '');
    case 'array': {
      let total = 0;
      for (const item of value.values) total += valueSize(item);
      return total;
    }
    case 'map':
      return fieldsSize(value.fields);
  }
}

export function fieldsSize(fields: MapFields): number {
  let total = 0;
  for (const [key, value] of fields) total += utf8Length(key) + 1 + valueSize(value);
  return total;
}

function documentNameSize(path: string): number {
  let total = 16;
  for (const segment of path.split('/')) total += utf8Length(segment) + 1;
  return total;
}

export function documentSize(path: string, fields: MapFields): number {
  return documentNameSize(path) + fieldsSize(fields) + 32;
}

/** Rejects what Firestore rejects before storing: oversized documents, deep nesting, arrays in arrays. */
export function validateDocument(name: string, path: string, fields: MapFields): void {
  checkNesting(name, fields, 1);
  const size = documentSize(path, fields);
  if (size > MAX_DOCUMENT_BYTES) {
    throw invalidArgument(
      `Document '${name}' cannot be written because its size (${size.toLocaleString('en-US')} bytes) ` +
        `exceeds the maximum allowed size of ${MAX_DOCUMENT_BYTES.toLocaleString('en-US')} bytes.`,
    );
  }
}

function checkNesting(name: string, fields: MapFields, depth: number): void {
  for (const value of fields.values()) checkValue(name, value, depth);
}

function checkValue(name: string, value: Value, depth: number): void {
  if (value.kind !== 'map' && value.kind !== 'array') return;
  if (depth > MAX_NESTING_DEPTH) {
    throw invalidArgument(
      `Document '${name}' cannot be written because it has a value nested more than ${MAX_NESTING_DEPTH} levels deep.`,
    );
  }
  if (value.kind === 'map') {
    checkNesting(name, value.fields, depth + 1);
    return;
  }
  for (const item of value.values) {
    if (item.kind === 'array') throw invalidArgument('Cannot convert an array value in an array value.');
    checkValue(name, item, depth + 1);
  }
}
