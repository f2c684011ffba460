import protobuf from 'protobufjs';
import type { BatchGetDocumentsResponse } from './generated/google/firestore/v1/BatchGetDocumentsResponse.js';
import type { Document } from './generated/google/firestore/v1/Document.js';
import type { RunQueryResponse } from './generated/google/firestore/v1/RunQueryResponse.js';
import type { Timestamp } from './generated/google/protobuf/Timestamp.js';
import { firestoreRoot } from './protos.js';

type Serialize = (value: unknown) => Buffer;

/** Tag bytes: (field number << 3) | 2, the length-delimited wire type. */
const BATCH_GET = { found: 0x0a, missing: 0x12, transaction: 0x1a, readTime: 0x22 } as const;
const RUN_QUERY = { document: 0x0a, transaction: 0x12, readTime: 0x1a } as const;

/**
 * Serializers for the two read responses that carry whole documents. The document's bytes are encoded once
 * per stored version and spliced into each response, instead of protobufjs converting and encoding the same
 * document on every read (document-codec.ts already hands out one proto object per stored version). Anything
 * these do not recognise goes to the generic serializer, so the wire bytes are the same either way.
 */
export class ReadResponseSerializers {
  private readonly documentType: protobuf.Type;
  private readonly timestampType: protobuf.Type;
  private readonly documentBytes = new WeakMap<Document, Uint8Array>();

  constructor() {
    const root = firestoreRoot();
    this.documentType = root.lookupType('google.firestore.v1.Document');
    this.timestampType = root.lookupType('google.protobuf.Timestamp');
  }

  batchGetDocuments(generic: Serialize): Serialize {
    return (value) => {
      const response = value as BatchGetDocumentsResponse;
      if (!onlyKeys(response, BATCH_GET)) return generic(value);
      const writer = protobuf.Writer.create();
      if (response.found) writer.uint32(BATCH_GET.found).bytes(this.encodeDocument(response.found));
      if (response.missing !== undefined && response.missing !== null)
        writer.uint32(BATCH_GET.missing).string(response.missing);
      if (response.transaction !== undefined && response.transaction !== null)
        writer.uint32(BATCH_GET.transaction).bytes(response.transaction as Uint8Array);
      if (response.readTime) this.writeTimestamp(writer, BATCH_GET.readTime, response.readTime);
      return writer.finish() as Buffer;
    };
  }

  runQuery(generic: Serialize): Serialize {
    return (value) => {
      const response = value as RunQueryResponse;
      if (!onlyKeys(response, RUN_QUERY)) return generic(value);
      const writer = protobuf.Writer.create();
      // Fields go in field-number order, as protobufjs writes them.
      if (response.document) writer.uint32(RUN_QUERY.document).bytes(this.encodeDocument(response.document));
      if (response.transaction !== undefined && response.transaction !== null)
        writer.uint32(RUN_QUERY.transaction).bytes(response.transaction as Uint8Array);
      if (response.readTime) this.writeTimestamp(writer, RUN_QUERY.readTime, response.readTime);
      return writer.finish() as Buffer;
    };
  }

  private encodeDocument(document: Document): Uint8Array {
    let bytes = this.documentBytes.get(document);
    if (!bytes) {
      bytes = this.documentType.encode(this.documentType.fromObject(document)).finish();
      this.documentBytes.set(document, bytes);
    }
    return bytes;
  }

  /**
   * A Timestamp is two varints; writing them directly spares a fromObject and an encode per response. Like
   * protobufjs, a field is written when it is present, even as zero.
   */
  private writeTimestamp(writer: protobuf.Writer, tag: number, timestamp: Timestamp): void {
    const { seconds, nanos } = timestamp;
    if (typeof seconds === 'object' && seconds !== null) {
      // A Long: not what the read handlers produce, but encoded all the same.
      this.timestampType.encode(this.timestampType.fromObject(timestamp), writer.uint32(tag).fork()).ldelim();
      return;
    }
    writer.uint32(tag).fork();
    if (seconds !== undefined && seconds !== null) writer.uint32(0x08).int64(seconds);
    if (nanos !== undefined && nanos !== null) writer.uint32(0x10).int32(nanos);
    writer.ldelim();
  }
}

function onlyKeys(value: unknown, known: Record<string, number>): boolean {
  if (typeof value !== 'object' || value === null || Buffer.isBuffer(value)) return false;
  for (const key in value) if (!(key in known)) return false;
  return true;
}
