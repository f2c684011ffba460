import type { StoredDocument } from './document.js';
import { type FieldPath, getField } from './field-path.js';
import type { Value } from './value.js';

/**
 * The documents of one collection by the value of one field, so that an equality (`==`) or `array-contains`
 * filter reads the documents with that value instead of the whole collection, as Firestore reads an index
 * range. It only narrows the candidates: the query engine still applies every filter to each of them.
 */
export class FieldIndex {
  private readonly byKey = new Map<string, Map<string, StoredDocument>>();

  /** `elements`: index each element of an array value (for `array-contains`), else the value itself (`==`). */
  constructor(
    private readonly field: FieldPath,
    private readonly elements: boolean,
  ) {}

  add(doc: StoredDocument): void {
    for (const key of this.keysOf(doc)) {
      let docs = this.byKey.get(key);
      if (!docs) {
        docs = new Map();
        this.byKey.set(key, docs);
      }
      docs.set(doc.path, doc);
    }
  }

  remove(doc: StoredDocument): void {
    for (const key of this.keysOf(doc)) {
      const docs = this.byKey.get(key);
      docs?.delete(doc.path);
      if (docs?.size === 0) this.byKey.delete(key);
    }
  }

  /** The documents whose field equals (or, for `elements`, contains) `operand`; undefined when it has no key. */
  matching(operand: Value): Iterable<StoredDocument> | undefined {
    const key = equalityKey(operand);
    if (key === undefined) return undefined;
    return this.byKey.get(key)?.values() ?? [];
  }

  private keysOf(doc: StoredDocument): Set<string> {
    const value = getField(doc.fields, this.field);
    const values = this.elements ? (value?.kind === 'array' ? value.values : []) : value ? [value] : [];
    const keys = new Set<string>();
    for (const item of values) {
      const key = equalityKey(item);
      if (key !== undefined) keys.add(key);
    }
    return keys;
  }
}

/**
 * One string per class of values equal under a query filter (3 and 3.0 alike, -0 and 0 alike), for the
 * value kinds an index serves; undefined for NaN (equal to nothing) and for bytes, geopoints, arrays and maps
 * (a query on those scans).
 */
export function equalityKey(value: Value): string | undefined {
  switch (value.kind) {
    case 'null':
      return 'null';
    case 'boolean':
      return `b:${value.value}`;
    case 'integer':
      return `n:${value.value}`;
    case 'double':
      if (Number.isNaN(value.value)) return undefined;
      // An integral double equals the integer of that value: both take the integer's key.
      return Number.isInteger(value.value) ? `n:${BigInt(value.value)}` : `n:${value.value}`;
    case 'timestamp':
      return `t:${value.seconds}:${value.nanos}`;
    case 'string':
      return `s:${value.value}`;
    case 'reference':
      return `r:${value.value}`;
    default:
      return undefined;
  }
}
