// A stored document's size as Firestore counts it against its 1 MiB limit
// (https://firebase.google.com/docs/firestore/storage-size): the name, each field's name and value, and 32 bytes.
import { Timestamp } from 'firebase-admin/firestore';

const textBytes = (text: string) => Buffer.byteLength(text, 'utf8') + 1;

function valueBytes(value: unknown): number {
  if (value === null || typeof value === 'boolean') return 1;
  if (typeof value === 'number' || value instanceof Timestamp || value instanceof Date) return 8;
  if (typeof value === 'string') return textBytes(value);
  if (Array.isArray(value)) return value.reduce<number>((sum, item) => sum + valueBytes(item), 0);
  if (typeof value === 'object')
    return Object.entries(value as Record<string, unknown>).reduce(
      (sum, [key, item]) => sum + textBytes(key) + valueBytes(item),
      0,
    );
  return 0;
}

export function storedDocumentBytes(path: string, data: Record<string, unknown>): number {
  const name = path.split('/').reduce((sum, segment) => sum + textBytes(segment), 16);
  return name + valueBytes(data) + 32;
}
