import type * as grpc from '@grpc/grpc-js';
import protobuf from 'protobufjs';
import { timestampFromRfc3339, timestampToRfc3339 } from '../codec/value-json.js';
import { invalidArgument } from '../core/errors.js';
import { firestoreRoot, firestoreServiceDefinition } from '../grpc/protos.js';

/**
 * Proto3 JSON (what the browser SDK speaks over REST and WebChannel) to and from the very message objects the
 * gRPC handlers take and give. Going through the binary form on both sides means the REST and WebChannel
 * adapters reuse the gRPC adapter's codecs unchanged, so all transports decode a request the same way.
 */

export interface MethodCodec {
  /** Proto3 JSON request → the object a gRPC handler receives. Throws INVALID_ARGUMENT on bad input. */
  decodeRequest(json: unknown): unknown;
  /** A handler's response (object or pre-encoded bytes) → proto3 JSON. */
  encodeResponse(message: unknown): unknown;
}

const codecs = new Map<string, MethodCodec>();

export function methodCodec(method: string): MethodCodec {
  let codec = codecs.get(method);
  if (codec) return codec;
  const rpc = firestoreRoot().lookupService('google.firestore.v1.Firestore').methods[method];
  const definition = firestoreServiceDefinition()[method] as
    | grpc.MethodDefinition<unknown, unknown>
    | undefined;
  const requestType = rpc?.resolvedRequestType;
  const responseType = rpc?.resolvedResponseType;
  if (!definition || !requestType || !responseType) throw new Error(`Unknown Firestore method ${method}`);
  codec = {
    decodeRequest(json) {
      let message: protobuf.Message;
      try {
        message = requestType.fromObject(jsonToProtoObject(requestType, json, requestType.name));
      } catch (error) {
        throw invalidArgument(`Invalid JSON payload received. ${(error as Error).message}`);
      }
      return definition.requestDeserialize(Buffer.from(requestType.encode(message).finish()));
    },
    encodeResponse(response) {
      const bytes = Buffer.isBuffer(response) ? response : definition.responseSerialize(response);
      const object = responseType.toObject(responseType.decode(bytes), {
        longs: String,
        enums: String,
        bytes: String,
        json: true,
      });
      return protoObjectToJson(responseType, object);
    },
  };
  codecs.set(method, codec);
  return codec;
}

const WRAPPERS = new Set(
  ['Int32Value', 'Int64Value', 'UInt32Value', 'UInt64Value', 'DoubleValue', 'FloatValue', 'BoolValue']
    .concat(['StringValue', 'BytesValue'])
    .map((name) => `.google.protobuf.${name}`),
);
const TIMESTAMP = '.google.protobuf.Timestamp';
const NULL_VALUE = '.google.protobuf.NullValue';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function fieldOf(type: protobuf.Type, key: string): protobuf.Field | undefined {
  // Proto3 JSON accepts the lowerCamelCase name and the original snake_case one.
  return type.fields[key] ?? type.fields[key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase())];
}

/** Rewrites the JSON-only forms (RFC 3339 timestamps, bare wrapper values, `null`) into protobufjs' forms. */
function jsonToProtoObject(type: protobuf.Type, json: unknown, at: string): Record<string, unknown> {
  if (!isPlainObject(json)) throw invalidArgument(`Invalid JSON payload received. ${at} must be an object.`);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(json)) {
    const field = fieldOf(type, key);
    if (!field) continue; // unknown fields are ignored, so newer SDKs keep working
    const where = `${at}.${field.name}`;
    if (field.map) {
      if (!isPlainObject(value))
        throw invalidArgument(`Invalid JSON payload received. ${where} must be a map.`);
      out[field.name] = Object.fromEntries(
        Object.entries(value).map(([k, v]) => [k, jsonFieldValue(field, v, `${where}.${k}`)]),
      );
    } else if (field.repeated) {
      if (value === null) continue;
      if (!Array.isArray(value))
        throw invalidArgument(`Invalid JSON payload received. ${where} must be a list.`);
      out[field.name] = value.map((v, i) => jsonFieldValue(field, v, `${where}[${i}]`));
    } else {
      const converted = jsonFieldValue(field, value, where);
      if (converted !== undefined) out[field.name] = converted;
    }
  }
  return out;
}

function jsonFieldValue(field: protobuf.Field, value: unknown, where: string): unknown {
  const resolved = field.resolvedType;
  if (resolved instanceof protobuf.Enum) {
    if (value === null) return resolved.fullName === NULL_VALUE ? 'NULL_VALUE' : undefined;
    return value;
  }
  if (value === null) return undefined;
  if (!(resolved instanceof protobuf.Type)) return value;
  if (resolved.fullName === TIMESTAMP && typeof value === 'string') {
    const { seconds, nanos } = timestampFromRfc3339(value);
    return { seconds, nanos };
  }
  if (WRAPPERS.has(resolved.fullName) && !isPlainObject(value)) return { value };
  return jsonToProtoObject(resolved, value, where);
}

/** The reverse: protobufjs' JSON-ish object → proto3 JSON (timestamps as text, wrappers bare, `null`). */
function protoObjectToJson(type: protobuf.Type, object: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(object)) {
    const field = type.fields[key];
    if (!field) {
      out[key] = value;
      continue;
    }
    if (field.map && isPlainObject(value)) {
      out[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, protoFieldToJson(field, v)]));
    } else if (field.repeated && Array.isArray(value)) {
      out[key] = value.map((v) => protoFieldToJson(field, v));
    } else {
      out[key] = protoFieldToJson(field, value);
    }
  }
  return out;
}

function protoFieldToJson(field: protobuf.Field, value: unknown): unknown {
  const resolved = field.resolvedType;
  if (resolved instanceof protobuf.Enum) return resolved.fullName === NULL_VALUE ? null : value;
  if (!(resolved instanceof protobuf.Type) || !isPlainObject(value)) return value;
  if (resolved.fullName === TIMESTAMP) {
    return timestampToRfc3339({ seconds: Number(value.seconds ?? 0), nanos: Number(value.nanos ?? 0) });
  }
  if (WRAPPERS.has(resolved.fullName)) return value.value ?? null;
  return protoObjectToJson(resolved, value);
}
