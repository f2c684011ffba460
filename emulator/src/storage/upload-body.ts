import type http from 'node:http';
import { MULTIPART_OVERHEAD_BYTES } from './context.js';
import { badRequest, uploadTooLarge } from './errors.js';
import { parseJson, readLimitedBody } from './http-io.js';
import { multipartBoundary, parseMultipart } from './multipart-related.js';

export interface MultipartUpload {
  /** The parsed JSON of the first part. */
  readonly metadata: unknown;
  readonly media: Buffer;
  /** The second part's own `Content-Type`, used when the metadata names none. */
  readonly mediaContentType: string | undefined;
}

/** A `multipart/related` upload: JSON metadata, then the bytes. Both SDKs send exactly this shape. */
export async function readMultipartUpload(
  req: http.IncomingMessage,
  maxUploadBytes: number,
): Promise<MultipartUpload> {
  const boundary = multipartBoundary(req.headers['content-type']);
  if (!boundary) throw badRequest('A multipart upload needs Content-Type: multipart/related; boundary=…');
  const body = await readLimitedBody(req, maxUploadBytes + MULTIPART_OVERHEAD_BYTES);
  const parts = parseMultipart(body, boundary);
  const [metadataPart, mediaPart] = parts;
  if (!metadataPart || !mediaPart || parts.length !== 2) {
    throw badRequest(`A multipart upload has exactly 2 parts (metadata, media); got ${parts.length}.`);
  }
  if (mediaPart.body.length > maxUploadBytes) throw uploadTooLarge(maxUploadBytes);
  return {
    metadata: parseJson(metadataPart.body),
    media: mediaPart.body,
    mediaContentType: mediaPart.headers['content-type'],
  };
}

/** A declared total size (`X-Goog-Upload-Header-Content-Length`, `X-Upload-Content-Length`), if any. */
export function declaredSize(
  header: string | string[] | undefined,
  maxUploadBytes: number,
): number | undefined {
  if (typeof header !== 'string' || header.trim() === '') return undefined;
  const size = Number(header);
  if (!Number.isSafeInteger(size) || size < 0) throw badRequest(`Invalid upload length: ${header}`);
  if (size > maxUploadBytes) throw uploadTooLarge(maxUploadBytes);
  return size;
}
