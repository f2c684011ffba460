import { invalidArgument } from '../core/errors.js';
import type { TimestampParts } from '../core/time.js';
import type { MapFields, Value } from '../core/value.js';

/**
 * Values in proto3 JSON form (`{"integerValue":"5"}`), the format of Firestore's REST API. Exports use it so
 * they stay readable, and the REST/WebChannel adapters can share it.
 */
export type JsonValue = { [key: string]: unknown };

export function timestampToRfc3339(ts: TimestampParts): string {
  const iso = new Date(ts.seconds * 1000).toISOString().replace(/\.\d{3}Z$/, '');
  return ts.nanos === 0 ? `${iso}Z` : `${iso}.${String(ts.nanos).padStart(9, '0')}Z`;
}

export function timestampFromRfc3339(text: string): TimestampParts {
  const match = /^(\d{4,}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(?:\.(\d{1,9}))?(Z|[+-]\d{2}:\d{2})$/.exec(text);
  if (!match) throw invalidArgument(`Invalid timestamp: "${text}".`);
  const millis = Date.parse(`${match[1]}${match[3]}`);
  if (Number.isNaN(millis)) throw invalidArgument(`Invalid timestamp: "${text}".`);
  return { seconds: Math.floor(millis / 1000), nanos: Number((match[2] ?? '').padEnd(9, '0')) };
}

export function valueToJson(value: Value): JsonValue {
  switch (value.kind) {
    case 'null':
      return { nullValue: null };
    case 'boolean':
      return { booleanValue: value.value };
    case 'integer':
      return { integerValue: value.value.toString() };
    case 'double':
      return { doubleValue: Number.isFinite(value.value) ? value.value : String(value.value) };
    case 'timestamp':
      return { timestampValue: timestampToRfc3339(value) };
    case 'string':
      return { stringValue: value.value };
    case 'bytes':
      return { bytesValue: Buffer.from(value.value).toString('base64') };
    case 'reference':
      return { referenceValue: value.value };
    case 'geopoint':
      return { geoPointValue: { latitude: value.latitude, longitude: value.longitude } };
    case 'array':
      return { arrayValue: { values: value.values.map(valueToJson) } };
    case 'map':
      return { mapValue: { fields: fieldsToJson(value.fields) } };
  }
}

export function fieldsToJson(fields: MapFields): Record<string, JsonValue> {
  const result: Record<string, JsonValue> = {};
  for (const [key, value] of fields) result[key] = valueToJson(value);
  return result;
}

const isObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

export function valueFromJson(json: unknown): Value {
  if (!isObject(json)) throw invalidArgument('A value must be a JSON object.');
  if ('nullValue' in json) return { kind: 'null' };
  if ('booleanValue' in json) return { kind: 'boolean', value: json.booleanValue === true };
  if ('integerValue' in json) return { kind: 'integer', value: BigInt(String(json.integerValue)) };
  if ('doubleValue' in json) return { kind: 'double', value: Number(json.doubleValue) };
  if ('timestampValue' in json)
    return { kind: 'timestamp', ...timestampFromRfc3339(String(json.timestampValue)) };
  if ('stringValue' in json) return { kind: 'string', value: String(json.stringValue) };
  if ('bytesValue' in json) return { kind: 'bytes', value: Buffer.from(String(json.bytesValue), 'base64') };
  if ('referenceValue' in json) return { kind: 'reference', value: String(json.referenceValue) };
  if ('geoPointValue' in json) {
    const point = isObject(json.geoPointValue) ? json.geoPointValue : {};
    return {
      kind: 'geopoint',
      latitude: Number(point.latitude ?? 0),
      longitude: Number(point.longitude ?? 0),
    };
  }
  if ('arrayValue' in json) {
    const values =
      isObject(json.arrayValue) && Array.isArray(json.arrayValue.values) ? json.arrayValue.values : [];
    return { kind: 'array', values: values.map(valueFromJson) };
  }
  if ('mapValue' in json) {
    const fields = isObject(json.mapValue) && isObject(json.mapValue.fields) ? json.mapValue.fields : {};
    return { kind: 'map', fields: fieldsFromJson(fields) };
  }
  throw invalidArgument(`Unknown value: ${JSON.stringify(json).slice(0, 100)}`);
}

export function fieldsFromJson(fields: Record<string, unknown>): MapFields {
  const result = new Map<string, Value>();
  for (const [key, value] of Object.entries(fields)) result.set(key, valueFromJson(value));
  return result;
}
