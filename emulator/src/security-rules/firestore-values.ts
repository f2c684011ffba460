import { RulesEvalError } from './eval-errors.js';
import { parsePathString } from './path-values.js';
import { timestampFromRfc3339 } from './time-values.js';
import {
  bool,
  bytes,
  float,
  int,
  latlng,
  list,
  map,
  NULL,
  type RulesMap,
  type RulesValue,
  str,
} from './values.js';

/**
 * A Firestore value in proto3 JSON form, as in the REST API: `{ stringValue: 'x' }`, `{ integerValue: '1' }`,
 * `{ mapValue: { fields: {...} } }`, …
 */
export type FirestoreValue =
  | { readonly nullValue: null | 'NULL_VALUE' }
  | { readonly booleanValue: boolean }
  | { readonly integerValue: string | number }
  | { readonly doubleValue: number | 'NaN' | 'Infinity' | '-Infinity' }
  | { readonly timestampValue: string }
  | { readonly stringValue: string }
  | { readonly bytesValue: string }
  | { readonly referenceValue: string }
  | { readonly geoPointValue: { readonly latitude?: number; readonly longitude?: number } }
  | { readonly arrayValue: { readonly values?: readonly FirestoreValue[] } }
  | { readonly mapValue: { readonly fields?: Readonly<Record<string, FirestoreValue>> } };

/** A document's fields. */
export type DocumentData = Readonly<Record<string, FirestoreValue>>;

/** Firestore nests maps and arrays at most 20 deep; more is malformed input, not a document. */
const MAX_VALUE_DEPTH = 100;

export function fromFirestoreValue(value: FirestoreValue, depth = 0): RulesValue {
  if (depth > MAX_VALUE_DEPTH) throw new RulesEvalError('Value is nested too deeply.');
  if ('nullValue' in value) return NULL;
  if ('booleanValue' in value) return bool(value.booleanValue);
  if ('integerValue' in value) return int(BigInt(value.integerValue));
  if ('doubleValue' in value) return float(Number(value.doubleValue));
  if ('timestampValue' in value) return timestampFromRfc3339(value.timestampValue);
  if ('stringValue' in value) return str(value.stringValue);
  if ('bytesValue' in value) return bytes(new Uint8Array(Buffer.from(value.bytesValue, 'base64')));
  if ('referenceValue' in value) return referenceToPath(value.referenceValue);
  if ('geoPointValue' in value)
    return latlng(value.geoPointValue.latitude ?? 0, value.geoPointValue.longitude ?? 0);
  if ('arrayValue' in value)
    return list((value.arrayValue.values ?? []).map((v) => fromFirestoreValue(v, depth + 1)));
  if ('mapValue' in value) return fromDocumentData(value.mapValue.fields ?? {}, depth + 1);
  throw new RulesEvalError('Unrecognised Firestore value.');
}

export function fromDocumentData(data: DocumentData, depth = 0): RulesMap {
  const entries = new Map<string, RulesValue>();
  for (const [key, value] of Object.entries(data)) entries.set(key, fromFirestoreValue(value, depth));
  return map(entries);
}

/** `projects/p/databases/(default)/documents/c/d` → the rules path `/databases/(default)/documents/c/d`. */
function referenceToPath(reference: string): RulesValue {
  const at = reference.indexOf('databases/');
  return parsePathString(at >= 0 ? reference.slice(at) : reference);
}
