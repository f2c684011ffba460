import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  fieldsFromJson,
  fieldsToJson,
  timestampFromRfc3339,
  timestampToRfc3339,
} from '../codec/value-json.js';
import type { DatabaseRegistry } from '../core/database.js';
import { microsToTimestamp, timestampToMicros } from '../core/time.js';
import { compareResourceNames } from '../core/value-order.js';

/** The single file an export folder holds. */
export const EXPORT_FILE = 'firestore-emulator-data.json';
const FORMAT = 'appointments-firestore-emulator-export';

interface ExportedDocument {
  path: string;
  createTime: string;
  updateTime: string;
  fields: Record<string, unknown>;
}

interface ExportFile {
  format: typeof FORMAT;
  version: 1;
  exportedAt: string;
  databases: { projectId: string; databaseId: string; documents: ExportedDocument[] }[];
}

/** Writes every database to `<dir>/firestore-emulator-data.json`, atomically (temp file, then rename). */
export async function exportDatabases(registry: DatabaseRegistry, dir: string): Promise<string> {
  const file: ExportFile = {
    format: FORMAT,
    version: 1,
    exportedAt: new Date().toISOString(),
    databases: [],
  };
  for (const db of registry.all()) {
    const docs = [...db.store.all()].sort((a, b) => compareResourceNames(a.path, b.path));
    if (docs.length === 0) continue;
    file.databases.push({
      projectId: db.id.projectId,
      databaseId: db.id.databaseId,
      documents: docs.map((doc) => ({
        path: doc.path,
        createTime: timestampToRfc3339(microsToTimestamp(doc.createTime)),
        updateTime: timestampToRfc3339(microsToTimestamp(doc.updateTime)),
        fields: fieldsToJson(doc.fields),
      })),
    });
  }
  await mkdir(dir, { recursive: true });
  const target = path.join(dir, EXPORT_FILE);
  const temporary = `${target}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(file, null, 2)}\n`);
  await rename(temporary, target);
  return target;
}

/** Loads an export; returns how many documents were read, or undefined when the folder has no export yet. */
export async function importDatabases(registry: DatabaseRegistry, dir: string): Promise<number | undefined> {
  let text: string;
  try {
    text = await readFile(path.join(dir, EXPORT_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const file = JSON.parse(text) as ExportFile;
  if (file.format !== FORMAT) throw new Error(`${dir}/${EXPORT_FILE} is not an export of this emulator.`);
  let count = 0;
  for (const entry of file.databases) {
    const db = registry.get({ projectId: entry.projectId, databaseId: entry.databaseId });
    for (const doc of entry.documents) {
      db.store.put({
        path: doc.path,
        fields: fieldsFromJson(doc.fields),
        createTime: timestampToMicros(timestampFromRfc3339(doc.createTime)),
        updateTime: timestampToMicros(timestampFromRfc3339(doc.updateTime)),
      });
      count++;
    }
  }
  return count;
}
