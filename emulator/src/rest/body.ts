import type * as http from 'node:http';

/** Firestore caps a request near 10 MiB; a little headroom keeps legitimate large commits working. */
export const MAX_REQUEST_BYTES = 16 * 1024 * 1024;

export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`Request body exceeds the ${limit}-byte limit.`);
  }
}

/**
 * Reads a request body, refusing early (by Content-Length) or as soon as the limit is crossed, so one huge
 * upload cannot hold memory; the caller answers 413 with `Connection: close`.
 */
export function readBody(req: http.IncomingMessage, limit = MAX_REQUEST_BYTES): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'] ?? '0');
    if (declared > limit) {
      req.resume(); // discard; the response closes the connection
      reject(new BodyTooLargeError(limit));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let failed = false;
    req.on('data', (chunk: Buffer) => {
      if (failed) return;
      size += chunk.length;
      if (size > limit) {
        failed = true;
        chunks.length = 0;
        reject(new BodyTooLargeError(limit));
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!failed) resolve(Buffer.concat(chunks));
    });
    req.on('error', (error) => {
      if (!failed) reject(error);
    });
  });
}
