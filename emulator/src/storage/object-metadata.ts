import { randomUUID } from 'node:crypto';
import { hashContent } from './hashes.js';
import type { ObjectMetadata, RulesResource, WritableMetadata } from './types.js';

export const DEFAULT_CONTENT_TYPE = 'application/octet-stream';

/** Generations must grow even when two writes land in the same millisecond. */
let lastGeneration = 0n;
function nextGeneration(now: Date): string {
  const candidate = BigInt(now.getTime()) * 1000n;
  lastGeneration = candidate > lastGeneration ? candidate : lastGeneration + 1n;
  return lastGeneration.toString();
}

export function newDownloadToken(): string {
  return randomUUID();
}

export interface NewObjectInput {
  readonly bucket: string;
  readonly name: string;
  readonly data: Buffer;
  readonly metadata: WritableMetadata;
  /** Defaults to the current time; tests pin it. */
  readonly now?: Date;
}

/** Metadata for freshly uploaded bytes: hashes, size and a new generation. */
export function newObjectMetadata(input: NewObjectInput): ObjectMetadata {
  const now = (input.now ?? new Date()).toISOString();
  const hashes = hashContent(input.data);
  const base: ObjectMetadata = {
    bucket: input.bucket,
    name: input.name,
    generation: nextGeneration(input.now ?? new Date()),
    metageneration: 1,
    size: input.data.length,
    contentType: DEFAULT_CONTENT_TYPE,
    md5Hash: hashes.md5Hash,
    crc32c: hashes.crc32c,
    etag: hashes.md5Hash,
    timeCreated: now,
    updated: now,
    customMetadata: {},
    downloadTokens: [],
  };
  return mergeWritable(base, input.metadata);
}

/** A metadata PATCH: bumps metageneration and `updated`, leaves bytes and generation alone. */
export function patchObjectMetadata(
  existing: ObjectMetadata,
  patch: WritableMetadata,
  now = new Date(),
): ObjectMetadata {
  return {
    ...mergeWritable(existing, patch),
    metageneration: existing.metageneration + 1,
    updated: now.toISOString(),
  };
}

function mergeWritable(base: ObjectMetadata, patch: WritableMetadata): ObjectMetadata {
  const merged: { -readonly [K in keyof ObjectMetadata]: ObjectMetadata[K] } = { ...base };
  if (patch.contentType !== undefined) merged.contentType = patch.contentType || DEFAULT_CONTENT_TYPE;
  for (const key of ['cacheControl', 'contentDisposition', 'contentEncoding', 'contentLanguage'] as const) {
    const value = patch[key];
    if (value === null || value === '') delete merged[key];
    else if (value !== undefined) merged[key] = value;
  }
  if (patch.customMetadata === null) merged.customMetadata = {};
  else if (patch.customMetadata !== undefined) {
    const custom: Record<string, string> = { ...base.customMetadata };
    for (const [key, value] of Object.entries(patch.customMetadata)) {
      if (value === null) delete custom[key];
      else custom[key] = value;
    }
    merged.customMetadata = custom;
  }
  if (patch.downloadTokens !== undefined) merged.downloadTokens = [...patch.downloadTokens];
  return merged;
}

/** What storage.rules sees as `resource` / `request.resource`. */
export function toRulesResource(metadata: ObjectMetadata): RulesResource {
  return {
    name: metadata.name,
    bucket: metadata.bucket,
    generation: metadata.generation,
    metageneration: String(metadata.metageneration),
    size: metadata.size,
    contentType: metadata.contentType,
    md5Hash: metadata.md5Hash,
    crc32c: metadata.crc32c,
    etag: metadata.etag,
    timeCreated: new Date(metadata.timeCreated),
    updated: new Date(metadata.updated),
    cacheControl: metadata.cacheControl ?? null,
    contentDisposition: metadata.contentDisposition ?? null,
    contentEncoding: metadata.contentEncoding ?? null,
    contentLanguage: metadata.contentLanguage ?? null,
    metadata: metadata.customMetadata,
  };
}
