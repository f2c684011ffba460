import { describe, expect, it } from 'vitest';
import { firestoreServiceDefinition } from '../../src/grpc/protos.js';
import { ReadResponseSerializers } from '../../src/grpc/read-response-serializers.js';

type Serialize = (value: unknown) => Buffer;

const definition = firestoreServiceDefinition();
const generic = (method: string): Serialize => {
  const serialize = definition[method]?.responseSerialize as Serialize | undefined;
  if (!serialize) throw new Error(`${method} is missing`);
  return serialize;
};

const document = {
  name: 'projects/p/databases/(default)/documents/rooms/r1',
  fields: {
    title: { stringValue: 'Room ✓' },
    seats: { integerValue: '-42' },
    ratio: { doubleValue: 0.5 },
    open: { booleanValue: false },
    none: { nullValue: 'NULL_VALUE' },
    at: { timestampValue: { seconds: '1700000000', nanos: 123000 } },
    tags: { arrayValue: { values: [{ stringValue: 'a' }, { bytesValue: Buffer.from([0, 1, 255]) }] } },
    nested: { mapValue: { fields: { where: { geoPointValue: { latitude: 12.5, longitude: -77 } } } } },
    ref: { referenceValue: 'projects/p/databases/(default)/documents/rooms/r2' },
  },
  createTime: { seconds: '1700000000', nanos: 1000 },
  updateTime: { seconds: '1700000001', nanos: 0 },
};
const readTime = { seconds: '1700000002', nanos: 999_999_000 };
const transaction = Buffer.from('dHhuLTE=', 'base64');

describe('read response serializers', () => {
  const serializers = new ReadResponseSerializers();
  const batchGet = serializers.batchGetDocuments(generic('BatchGetDocuments'));
  const runQuery = serializers.runQuery(generic('RunQuery'));

  it.each([
    ['found', { found: document, readTime }],
    ['missing', { missing: 'projects/p/databases/(default)/documents/rooms/none', readTime }],
    ['found with a new transaction', { found: document, readTime, transaction }],
    ['transaction only', { transaction, readTime }],
    ['read time at the epoch', { missing: 'projects/p/databases/(default)/documents/a/b', readTime: {} }],
    ['read time of zeros', { transaction, readTime: { seconds: '0', nanos: 0 } }],
    ['read time of whole seconds', { transaction, readTime: { seconds: '1700000002', nanos: 0 } }],
    ['read time before the epoch', { transaction, readTime: { seconds: '-62135596800', nanos: 5 } }],
    ['read time with numeric seconds', { transaction, readTime: { seconds: 1700000002, nanos: 7 } }],
    [
      'empty document',
      { found: { name: 'projects/p/databases/(default)/documents/a/b', fields: {} }, readTime },
    ],
  ])('BatchGetDocuments %s: the same bytes as the generic serializer', (_name, response) => {
    expect(batchGet(response).equals(generic('BatchGetDocuments')(response))).toBe(true);
  });

  it.each([
    ['document', { document, readTime }],
    ['read time only', { readTime }],
    ['document with a new transaction', { document, readTime, transaction }],
    ['other fields (generic path)', { readTime, skippedResults: 3, done: true }],
  ])('RunQuery %s: the same bytes as the generic serializer', (_name, response) => {
    expect(runQuery(response).equals(generic('RunQuery')(response))).toBe(true);
  });

  it('encodes a document once however often it is sent, and still answers each read time', () => {
    const first = batchGet({ found: document, readTime });
    const later = { seconds: '1700000003', nanos: 0 };
    const second = batchGet({ found: document, readTime: later });
    expect(second.equals(generic('BatchGetDocuments')({ found: document, readTime: later }))).toBe(true);
    expect(second.equals(first)).toBe(false);
  });
});
