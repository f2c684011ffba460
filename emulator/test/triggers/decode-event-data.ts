import { createRequire } from 'node:module';
import path from 'node:path';

interface ProtoValue {
  stringValue?: string;
  integerValue?: unknown;
  mapValue?: { fields?: Record<string, ProtoValue> };
}
interface ProtoDocument {
  name?: string;
  fields?: Record<string, ProtoValue>;
}
export interface DecodedEventData {
  value: ProtoDocument | null;
  oldValue: ProtoDocument | null;
  updateMask: { fieldPaths?: string[] } | null;
}

/** Decodes with firebase-functions' own message type, as a deployed 2nd-gen function does. */
export function decodeDocumentEventData(bytes: Uint8Array): DecodedEventData {
  const require = createRequire(import.meta.url);
  let root = path.dirname(require.resolve('firebase-functions'));
  while (path.basename(root) !== 'firebase-functions') root = path.dirname(root);
  const compiled = require(path.join(root, 'protos/compiledFirestore.js')) as {
    google: {
      events: {
        cloud: { firestore: { v1: { DocumentEventData: { decode(b: Uint8Array): DecodedEventData } } } };
      };
    };
  };
  return compiled.google.events.cloud.firestore.v1.DocumentEventData.decode(bytes);
}
