import type http from 'node:http';
import { assertValidContentType } from './content-type.js';
import { badRequest } from './errors.js';
import type { WritableMetadata } from './types.js';
import { readMultipartUpload } from './upload-body.js';
import { nameFromJson, writableFromJson } from './wire-format.js';

export interface MultipartObject {
  name: string;
  data: Buffer;
  metadata: WritableMetadata;
}

/**
 * A multipart/related upload (JSON metadata, then the bytes), as both the Firebase API and the JSON
 * API receive it: the name comes from `?name=` or the metadata, the content type from the metadata
 * or else the media part.
 */
export async function readMultipartObject(
  req: http.IncomingMessage,
  url: URL,
  maxUploadBytes: number,
  api: 'firebase' | 'gcs',
): Promise<MultipartObject> {
  const parsed = await readMultipartUpload(req, maxUploadBytes);
  const name = url.searchParams.get('name') ?? nameFromJson(parsed.metadata);
  if (!name) throw badRequest('The upload names no object (?name=…).');
  const metadata = writableFromJson(parsed.metadata, api);
  if (metadata.contentType == null && parsed.mediaContentType) {
    metadata.contentType = assertValidContentType(parsed.mediaContentType);
  }
  return { name, data: parsed.media, metadata };
}
