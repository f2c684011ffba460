import type http from 'node:http';
import { StorageHttpError, uploadTooLarge } from './errors.js';

/**
 * After an upload passes its limit we keep reading (and dropping) the rest so the client, still sending,
 * receives the 413 instead of a reset connection. Past this many dropped bytes we hang up instead.
 */
const MAX_DISCARDED_BYTES = 512 * 1024 * 1024;

/**
 * Reads a request body, keeping at most `limitBytes` in memory. A body over the limit is refused with 413
 * while it streams: bytes past the limit are discarded, never buffered.
 */
export function readLimitedBody(
  req: http.IncomingMessage,
  limitBytes: number,
  /** The limit to name in the 413 when `limitBytes` is what is left of it (resumable chunks). */
  reportedLimit = limitBytes,
): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    let overLimit = Number.isFinite(declared) && declared > limitBytes;
    let discarded = 0;
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > limitBytes) overLimit = true;
      if (!overLimit) {
        chunks.push(chunk);
        return;
      }
      chunks.length = 0;
      discarded += chunk.length;
      if (discarded > MAX_DISCARDED_BYTES) {
        req.off('data', onData);
        req.destroy();
        reject(uploadTooLarge(reportedLimit));
      }
    };
    req.on('data', onData);
    req.on('end', () =>
      overLimit ? reject(uploadTooLarge(reportedLimit)) : resolve(Buffer.concat(chunks, received)),
    );
    req.on('error', (error) =>
      reject(new StorageHttpError(400, `Request body could not be read: ${error.message}`)),
    );
    req.on('aborted', () => reject(new StorageHttpError(400, 'Request body was cut off.')));
  });
}

/** Reads a small JSON body (metadata); an empty body is `{}`. */
export async function readJsonBody(req: http.IncomingMessage, limitBytes = 1024 * 1024): Promise<unknown> {
  const body = await readLimitedBody(req, limitBytes);
  return parseJson(body);
}

export function parseJson(body: Buffer): unknown {
  const text = body.toString('utf8').trim();
  if (text === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new StorageHttpError(400, 'Request body is not valid JSON.');
  }
}

/** The web SDK runs in browsers on other origins and reads the resumable-upload headers from responses. */
export function corsHeaders(req: http.IncomingMessage): Record<string, string> {
  return {
    'access-control-allow-origin': req.headers.origin ?? '*',
    'access-control-allow-credentials': 'true',
    'access-control-allow-methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
    'access-control-allow-headers': req.headers['access-control-request-headers'] ?? '*',
    'access-control-expose-headers': [
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
    ].join(', '),
    'access-control-max-age': '3600',
    vary: 'Origin',
  };
}

export function sendJson(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...corsHeaders(req),
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(text)),
    ...headers,
  });
  res.end(text);
}

export function sendEmpty(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  status: number,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { ...corsHeaders(req), 'content-length': '0', ...headers });
  res.end();
}

/** Scheme and host the client used, for URLs we hand back (resumable session URLs). */
export function requestOrigin(req: http.IncomingMessage): string {
  return `http://${req.headers.host ?? 'localhost'}`;
}
