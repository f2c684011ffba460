import { createRequire } from 'node:module';
import path from 'node:path';
import type { StoredDocument } from '../core/document.js';
import { microsToTimestamp } from '../core/time.js';
import type { MapFields, Value } from '../core/value.js';

/**
 * `google.events.cloud.firestore.v1.DocumentEventData`, the data of Firestore's 2nd-gen CloudEvents, encoded
 * with the protobufjs module firebase-functions ships and decodes them with, so both sides agree by design.
 * The module is not in the package's exports map, hence the path from the package's own folder.
 */
interface ProtoMessageType {
  fromObject(object: Record<string, unknown>): unknown;
  encode(message: unknown): { finish(): Uint8Array };
}

let documentEventData: ProtoMessageType | undefined;

function messageType(): ProtoMessageType {
  if (!documentEventData) {
    const require = createRequire(import.meta.url);
    let root = path.dirname(require.resolve('firebase-functions'));
    while (path.basename(root) !== 'firebase-functions' && path.dirname(root) !== root)
      root = path.dirname(root);
    const compiled = require(path.join(root, 'protos/compiledFirestore.js')) as {
      google: { events: { cloud: { firestore: { v1: { DocumentEventData: ProtoMessageType } } } } };
    };
    documentEventData = compiled.google.events.cloud.firestore.v1.DocumentEventData;
  }
  return documentEventData;
}

function protoValue(value: Value): Record<string, unknown> {
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
      return { timestampValue: { seconds: value.seconds, nanos: value.nanos } };
    case 'string':
      return { stringValue: value.value };
    case 'bytes':
      return { bytesValue: value.value };
    case 'reference':
      return { referenceValue: value.value };
    case 'geopoint':
      return { geoPointValue: { latitude: value.latitude, longitude: value.longitude } };
    case 'array':
      return { arrayValue: { values: value.values.map(protoValue) } };
    case 'map':
      return { mapValue: { fields: protoFields(value.fields) } };
  }
}

function protoFields(fields: MapFields): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of fields) result[key] = protoValue(value);
  return result;
}

function protoDocument(name: string, doc: StoredDocument): Record<string, unknown> {
  return {
    name,
    fields: protoFields(doc.fields),
    createTime: microsToTimestamp(doc.createTime),
    updateTime: microsToTimestamp(doc.updateTime),
  };
}

export function encodeDocumentEventData(
  name: string,
  before: StoredDocument | undefined,
  after: StoredDocument | undefined,
  updateMask: readonly string[] | undefined,
): Uint8Array {
  const type = messageType();
  const object: Record<string, unknown> = {};
  if (after) object.value = protoDocument(name, after);
  if (before) object.oldValue = protoDocument(name, before);
  if (updateMask) object.updateMask = { fieldPaths: [...updateMask] };
  return type.encode(type.fromObject(object)).finish();
}
