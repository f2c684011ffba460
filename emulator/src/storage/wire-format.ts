import { assertValidContentType } from './content-type.js';
import { badRequest } from './errors.js';
import type { ObjectMetadata, WritableMetadata } from './types.js';

/** The custom-metadata key under which GCS carries Firebase download tokens (comma-separated). */
export const DOWNLOAD_TOKENS_KEY = 'firebaseStorageDownloadTokens';

const OPTIONAL_STRING_FIELDS = [
  'cacheControl',
  'contentDisposition',
  'contentEncoding',
  'contentLanguage',
] as const;

/** Object metadata as the Firebase API (`/v0`) returns it; the web SDK reads `downloadTokens` from here. */
export function toFirebaseJson(metadata: ObjectMetadata): Record<string, unknown> {
  const json: Record<string, unknown> = {
    name: metadata.name,
    bucket: metadata.bucket,
    generation: metadata.generation,
    metageneration: String(metadata.metageneration),
    contentType: metadata.contentType,
    timeCreated: metadata.timeCreated,
    updated: metadata.updated,
    storageClass: 'STANDARD',
    size: String(metadata.size),
    md5Hash: metadata.md5Hash,
    crc32c: metadata.crc32c,
    etag: metadata.etag,
    contentEncoding: metadata.contentEncoding ?? 'identity',
    contentDisposition: metadata.contentDisposition ?? defaultContentDisposition(metadata.name),
  };
  if (metadata.cacheControl !== undefined) json.cacheControl = metadata.cacheControl;
  if (metadata.contentLanguage !== undefined) json.contentLanguage = metadata.contentLanguage;
  if (Object.keys(metadata.customMetadata).length > 0) json.metadata = { ...metadata.customMetadata };
  if (metadata.downloadTokens.length > 0) json.downloadTokens = metadata.downloadTokens.join(',');
  return json;
}

/** Object resource as the Cloud Storage JSON API returns it to @google-cloud/storage. */
export function toGcsJson(metadata: ObjectMetadata, origin: string): Record<string, unknown> {
  const encodedName = encodeURIComponent(metadata.name);
  const json: Record<string, unknown> = {
    kind: 'storage#object',
    id: `${metadata.bucket}/${metadata.name}/${metadata.generation}`,
    selfLink: `${origin}/storage/v1/b/${metadata.bucket}/o/${encodedName}`,
    mediaLink: `${origin}/download/storage/v1/b/${metadata.bucket}/o/${encodedName}?generation=${metadata.generation}&alt=media`,
    name: metadata.name,
    bucket: metadata.bucket,
    generation: metadata.generation,
    metageneration: String(metadata.metageneration),
    contentType: metadata.contentType,
    storageClass: 'STANDARD',
    size: String(metadata.size),
    md5Hash: metadata.md5Hash,
    crc32c: metadata.crc32c,
    etag: metadata.etag,
    timeCreated: metadata.timeCreated,
    updated: metadata.updated,
    timeStorageClassUpdated: metadata.timeCreated,
  };
  for (const key of OPTIONAL_STRING_FIELDS) {
    const value = metadata[key];
    if (value !== undefined) json[key] = value;
  }
  const custom: Record<string, string> = { ...metadata.customMetadata };
  if (metadata.downloadTokens.length > 0) custom[DOWNLOAD_TOKENS_KEY] = metadata.downloadTokens.join(',');
  if (Object.keys(custom).length > 0) json.metadata = custom;
  return json;
}

function defaultContentDisposition(name: string): string {
  const fileName = name.slice(name.lastIndexOf('/') + 1);
  return `inline; filename*=utf-8''${encodeURIComponent(fileName)}`;
}

/**
 * Reads the writable fields of a metadata body (upload or PATCH). Both APIs share the field names; the JSON
 * API also carries download tokens inside `metadata`, which the Firebase API never lets clients set.
 */
export function writableFromJson(body: unknown, api: 'firebase' | 'gcs'): WritableMetadata {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest('Object metadata must be a JSON object.');
  }
  const fields = body as Record<string, unknown>;
  const writable: WritableMetadata = {};
  const contentType = optionalString(fields, 'contentType');
  if (contentType !== undefined) {
    writable.contentType =
      contentType === null || contentType === '' ? null : assertValidContentType(contentType);
  }
  for (const key of OPTIONAL_STRING_FIELDS) {
    const value = optionalString(fields, key);
    if (value !== undefined) writable[key] = value;
  }
  const custom = fields.metadata;
  if (custom === null) writable.customMetadata = null;
  else if (custom !== undefined) {
    if (typeof custom !== 'object' || Array.isArray(custom))
      throw badRequest('"metadata" must be an object.');
    const map: Record<string, string | null> = {};
    for (const [key, value] of Object.entries(custom as Record<string, unknown>)) {
      if (key === DOWNLOAD_TOKENS_KEY) {
        if (api === 'gcs') writable.downloadTokens = typeof value === 'string' ? splitTokens(value) : [];
        continue;
      }
      if (value === null) map[key] = null;
      else if (['string', 'number', 'boolean'].includes(typeof value)) map[key] = String(value);
      else throw badRequest(`Custom metadata "${key}" must be a string.`);
    }
    writable.customMetadata = map;
  }
  return writable;
}

function optionalString(fields: Record<string, unknown>, key: string): string | null | undefined {
  const value = fields[key];
  if (value === undefined || value === null || typeof value === 'string') return value;
  throw badRequest(`"${key}" must be a string.`);
}

export function splitTokens(value: string): string[] {
  return value
    .split(',')
    .map((token) => token.trim())
    .filter((token) => token !== '');
}

/** A name given in an upload's metadata body, when the query string has none. */
export function nameFromJson(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const name = (body as Record<string, unknown>).name;
  return typeof name === 'string' ? name : undefined;
}
