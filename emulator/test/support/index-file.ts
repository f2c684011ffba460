import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// Index entries written as `firebase deploy` reads them from firestore.indexes.json, so a suite's
// fixture reads like the project's own file.

export const asc = (fieldPath: string) => ({ fieldPath, order: 'ASCENDING' });
export const desc = (fieldPath: string) => ({ fieldPath, order: 'DESCENDING' });
export const contains = (fieldPath: string) => ({ fieldPath, arrayConfig: 'CONTAINS' });
export const vectorField = (fieldPath: string, dimension: number) => ({
  fieldPath,
  vectorConfig: { dimension, flat: {} },
});

type IndexField = ReturnType<typeof asc | typeof contains | typeof vectorField>;

/** One composite index of `collectionGroup` over `fields`, in order. */
export const composite = (
  collectionGroup: string,
  fields: IndexField[],
  queryScope: 'COLLECTION' | 'COLLECTION_GROUP' = 'COLLECTION',
) => ({ collectionGroup, queryScope, fields });

/** Writes `contents` as firestore.indexes.json in a folder of its own; `remove()` deletes the folder. */
export function temporaryIndexesFile(contents: unknown): { file: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'indexes-'));
  const file = path.join(dir, 'firestore.indexes.json');
  writeFileSync(file, JSON.stringify(contents));
  return { file, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
