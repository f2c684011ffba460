import type http from 'node:http';
import { BodyReadError, BodyTooLargeError, InvalidJsonError, parseJsonBody, readBody } from '../http/body.js';
import { type CorsPolicy, corsHeaders as corsHeadersFor } from '../http/cors.js';
import { sendEmpty as sendEmptyWith, sendJson as sendJsonWith } from '../http/respond.js';
import { StorageHttpError, uploadTooLarge } from './errors.js';

/**
 * After an upload passes its limit we keep reading (and dropping) the rest so the client, still sending,
 * receives the 413 instead of a reset connection. Past this many dropped bytes we hang up instead.
 */
const MAX_DISCARDED_BYTES = 512 * 1024 * 1024;

/**
 * Reads a request body, keeping at most `limitBytes` in memory. A body over the limit is refused with 413
 * once it has been read: bytes past the limit are discarded, never buffered.
 */
export async function readLimitedBody(
  req: http.IncomingMessage,
  limitBytes: number,
  /** The limit to name in the 413 when `limitBytes` is what is left of it (resumable chunks). */
  reportedLimit = limitBytes,
): Promise<Buffer> {
  try {
    return await readBody(req, {
      maxBytes: limitBytes,
      refuse: 'at-end',
      maxDrainBytes: MAX_DISCARDED_BYTES,
    });
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw uploadTooLarge(reportedLimit);
    if (error instanceof BodyReadError) throw new StorageHttpError(400, error.message);
    throw error;
  }
}

/** Reads a small JSON body (metadata); an empty body is `{}`. */
export async function readJsonBody(req: http.IncomingMessage, limitBytes = 1024 * 1024): Promise<unknown> {
  const body = await readLimitedBody(req, limitBytes);
  return parseJson(body);
}

export function parseJson(body: Buffer): unknown {
  try {
    return parseJsonBody(body);
  } catch (error) {
    if (error instanceof InvalidJsonError) throw new StorageHttpError(400, 'Request body is not valid JSON.');
    throw error;
  }
}

/** The web SDK runs in browsers on other origins and reads the resumable-upload headers from responses. */
const STORAGE_CORS: CorsPolicy = {
  methods: 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
  exposeHeaders: [
    'X-Goog-Upload-URL',
    'X-Goog-Upload-Status',
    'X-Goog-Upload-Size-Received',
    'X-Goog-Upload-Chunk-Granularity',
    'X-Goog-Hash',
    'Location',
    'Range',
    'Content-Range',
    'Content-Length',
    'Content-Type',
    'ETag',
  ],
  maxAgeSeconds: 3600,
};

export const corsHeaders = (req: http.IncomingMessage) => corsHeadersFor(req, STORAGE_CORS);

export function sendJson(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  sendJsonWith(req, res, status, body, { cors: STORAGE_CORS, headers, contentLength: true });
}

export function sendEmpty(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  status: number,
  headers: Record<string, string> = {},
): void {
  sendEmptyWith(req, res, status, { cors: STORAGE_CORS, headers, contentLength: true });
}

/** Scheme and host the client used, for URLs we hand back (resumable session URLs). */
export function requestOrigin(req: http.IncomingMessage): string {
  return `http://${req.headers.host ?? 'localhost'}`;
}
