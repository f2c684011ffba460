import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { hashContent } from './hashes.js';
import { assertValidBucketName, assertValidObjectName } from './object-name.js';
import type { ObjectStore } from './object-store.js';
import type { ObjectMetadata, StoredObject } from './types.js';

/** Folder inside an export directory that holds Storage's part (Firestore writes its own file beside it). */
export const STORAGE_EXPORT_FOLDER = 'storage';
const INDEX_FILE = 'objects.json';
const FORMAT = 'appointments-storage-emulator-export';

interface ExportedObject extends ObjectMetadata {
  /** Path of the bytes relative to the storage folder; blobs are named by content hash, so copies share one. */
  readonly blob: string;
}

interface ExportIndex {
  readonly format: typeof FORMAT;
  readonly version: 1;
  readonly exportedAt: string;
  readonly objects: ExportedObject[];
}

/**
 * Writes `<dir>/storage/objects.json` (readable metadata) and `<dir>/storage/blobs/<sha256>` (bytes). The
 * folder is built beside the old one and swapped in, so an interrupted export never replaces a good one.
 */
export async function exportObjects(store: ObjectStore, dir: string): Promise<string> {
  const target = path.join(dir, STORAGE_EXPORT_FOLDER);
  const staging = path.join(dir, `.${STORAGE_EXPORT_FOLDER}-${process.pid}-${randomUUID()}.tmp`);
  await mkdir(path.join(staging, 'blobs'), { recursive: true });
  try {
    const written = new Set<string>();
    const objects: ExportedObject[] = [];
    const sorted = store.all().sort((a, b) => compareObjects(a.metadata, b.metadata));
    for (const { metadata, data } of sorted) {
      const blob = `blobs/${createHash('sha256').update(data).digest('hex')}`;
      if (!written.has(blob)) {
        await writeFile(path.join(staging, blob), data);
        written.add(blob);
      }
      objects.push({ ...metadata, blob });
    }
    const index: ExportIndex = { format: FORMAT, version: 1, exportedAt: new Date().toISOString(), objects };
    await writeFile(path.join(staging, INDEX_FILE), `${JSON.stringify(index, null, 2)}\n`);
    await rm(target, { recursive: true, force: true });
    await rename(staging, target);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  return target;
}

/**
 * Replaces the store's content with an export. Returns the number of objects, or undefined when `dir` holds
 * no Storage export. Everything is read and checked before the store changes, so a bad export changes nothing.
 */
export async function importObjects(store: ObjectStore, dir: string): Promise<number | undefined> {
  const folder = path.join(dir, STORAGE_EXPORT_FOLDER);
  let text: string;
  try {
    text = await readFile(path.join(folder, INDEX_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const index = JSON.parse(text) as Partial<ExportIndex>;
  if (index.format !== FORMAT || index.version !== 1 || !Array.isArray(index.objects)) {
    throw new Error(`${path.join(folder, INDEX_FILE)} is not a Storage emulator export.`);
  }
  const loaded: StoredObject[] = [];
  for (const entry of index.objects) {
    const { blob, ...metadata } = entry;
    assertValidBucketName(metadata.bucket);
    assertValidObjectName(metadata.name);
    if (!/^blobs\/[0-9a-f]{64}$/.test(blob))
      throw new Error(`Export entry ${metadata.name} has a bad blob path.`);
    const data = await readFile(path.join(folder, blob));
    if (hashContent(data).md5Hash !== metadata.md5Hash) {
      throw new Error(`Export blob for ${metadata.bucket}/${metadata.name} does not match its md5Hash.`);
    }
    loaded.push({
      metadata: {
        ...metadata,
        customMetadata: metadata.customMetadata ?? {},
        downloadTokens: metadata.downloadTokens ?? [],
      },
      data,
    });
  }
  store.clear();
  for (const object of loaded) store.put(object);
  return loaded.length;
}

function compareObjects(a: ObjectMetadata, b: ObjectMetadata): number {
  if (a.bucket !== b.bucket) return a.bucket < b.bucket ? -1 : 1;
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}
