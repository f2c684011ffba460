import { invalidArgument } from '../core/errors.js';
import { type Micros, microsToTimestamp, type TimestampParts } from '../core/time.js';
import type { MapFields, Value } from '../core/value.js';
import type {
  Value as ProtoValue,
  Value__Output as ProtoValueOut,
} from './generated/google/firestore/v1/Value.js';
import type { Timestamp, Timestamp__Output } from './generated/google/protobuf/Timestamp.js';

const MAX_TIMESTAMP_SECONDS = 253_402_300_799; // 9999-12-31T23:59:59Z
const MIN_TIMESTAMP_SECONDS = -62_135_596_800; // 0001-01-01T00:00:00Z

export function timestampFromProto(ts: Timestamp__Output | undefined | null): TimestampParts {
  const seconds = Number(ts?.seconds ?? 0);
  const nanos = ts?.nanos ?? 0;
  if (!Number.isFinite(seconds) || seconds < MIN_TIMESTAMP_SECONDS || seconds > MAX_TIMESTAMP_SECONDS) {
    throw invalidArgument(`Timestamp seconds out of range: ${String(ts?.seconds)}.`);
  }
  if (!Number.isInteger(nanos) || nanos < 0 || nanos > 999_999_999) {
    throw invalidArgument(`Timestamp nanos out of range: ${nanos}.`);
  }
  return { seconds, nanos };
}

export function timestampToProto(parts: TimestampParts): Timestamp {
  return { seconds: String(parts.seconds), nanos: parts.nanos };
}

export function microsToProto(micros: Micros): Timestamp {
  return timestampToProto(microsToTimestamp(micros));
}

export function valueFromProto(proto: ProtoValueOut): Value {
  switch (proto.valueType) {
    case 'nullValue':
      return { kind: 'null' };
    case 'booleanValue':
      return { kind: 'boolean', value: proto.booleanValue === true };
    case 'integerValue':
      return { kind: 'integer', value: BigInt(proto.integerValue ?? '0') };
    case 'doubleValue':
      return { kind: 'double', value: Number(proto.doubleValue ?? 0) };
    case 'timestampValue':
      return { kind: 'timestamp', ...timestampFromProto(proto.timestampValue) };
    case 'stringValue':
      return { kind: 'string', value: proto.stringValue ?? '' };
    case 'bytesValue':
      return { kind: 'bytes', value: proto.bytesValue ?? new Uint8Array() };
    case 'referenceValue':
      return { kind: 'reference', value: validateReference(proto.referenceValue ?? '') };
    case 'geoPointValue':
      return geoPoint(proto.geoPointValue?.latitude ?? 0, proto.geoPointValue?.longitude ?? 0);
    case 'arrayValue':
      return { kind: 'array', values: (proto.arrayValue?.values ?? []).map(valueFromProto) };
    case 'mapValue':
      return { kind: 'map', fields: fieldsFromProto(proto.mapValue?.fields) };
    default:
      throw invalidArgument('Value must have a value type set.');
  }
}

function validateReference(name: string): string {
  if (!/^projects\/[^/]+\/databases\/[^/]+\/documents\/[^/]+(\/[^/]+)*$/.test(name)) {
    throw invalidArgument(`Invalid reference value: "${name}".`);
  }
  return name;
}

function geoPoint(latitude: number, longitude: number): Value {
  if (!(latitude >= -90 && latitude <= 90) || !(longitude >= -180 && longitude <= 180)) {
    throw invalidArgument(`GeoPoint out of range: (${latitude}, ${longitude}).`);
  }
  return { kind: 'geopoint', latitude, longitude };
}

export function fieldsFromProto(fields: Record<string, ProtoValueOut> | undefined | null): MapFields {
  const result = new Map<string, Value>();
  if (!fields) return result;
  for (const key of Object.keys(fields)) result.set(key, valueFromProto(fields[key] as ProtoValueOut));
  return result;
}

export function valueToProto(value: Value): ProtoValue {
  switch (value.kind) {
    case 'null':
      return { nullValue: 'NULL_VALUE' };
    case 'boolean':
      return { booleanValue: value.value };
    case 'integer':
      return { integerValue: value.value.toString() };
    case 'double':
      return { doubleValue: value.value };
    case 'timestamp':
      return { timestampValue: { seconds: String(value.seconds), nanos: value.nanos } };
    case 'string':
      return { stringValue: value.value };
    case 'bytes':
      return { bytesValue: value.value };
    case 'reference':
      return { referenceValue: value.value };
    case 'geopoint':
      return { geoPointValue: { latitude: value.latitude, longitude: value.longitude } };
    case 'array':
      return { arrayValue: { values: value.values.map(valueToProto) } };
    case 'map':
      return { mapValue: { fields: fieldsToProto(value.fields) } };
  }
}

export function fieldsToProto(fields: MapFields): Record<string, ProtoValue> {
  const result: Record<string, ProtoValue> = {};
  for (const [key, value] of fields) result[key] = valueToProto(value);
  return result;
}
