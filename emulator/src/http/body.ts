import type * as http from 'node:http';

/** Firestore caps a request near 10 MiB; a little headroom keeps legitimate large commits working. */
export const MAX_REQUEST_BYTES = 16 * 1024 * 1024;

export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`Request body exceeds the ${limit}-byte limit.`);
  }
}

/** The body stopped before its end (the client went away or the socket failed). */
export class BodyReadError extends Error {}

export interface BodyLimit {
  /** Bytes kept in memory at most; a body past this is refused with BodyTooLargeError. */
  readonly maxBytes: number;
  /**
   * When a body over the limit is refused: `at-once` (the caller answers while the client may still be sending,
   * with `Connection: close`) or `at-end`, once the rest has been read and dropped, so a client that only reads
   * its answer after sending everything still receives it.
   */
  readonly refuse?: 'at-once' | 'at-end';
  /** Dropped bytes past the limit after which the connection is cut instead of drained (default: no cap). */
  readonly maxDrainBytes?: number;
}

/**
 * Reads a request body, keeping at most `maxBytes` in memory: bytes past the limit (or a Content-Length over it)
 * are dropped, never buffered, so one huge upload cannot hold memory.
 */
export function readBody(req: http.IncomingMessage, limit: BodyLimit): Promise<Buffer> {
  const { maxBytes, refuse = 'at-once', maxDrainBytes = Number.POSITIVE_INFINITY } = limit;
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    let dropped = 0;
    let over = false;
    let settled = false;
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      reject(error);
    };
    const overflow = (bytes: number) => {
      if (!over) {
        over = true;
        chunks.length = 0;
        if (refuse === 'at-once') fail(new BodyTooLargeError(maxBytes));
      }
      dropped += bytes;
      if (dropped > maxDrainBytes || maxDrainBytes === 0) {
        req.off('data', onData);
        req.destroy();
        fail(new BodyTooLargeError(maxBytes));
      }
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (over || received > maxBytes) overflow(chunk.length);
      else chunks.push(chunk);
    };
    if (Number(req.headers['content-length']) > maxBytes) overflow(0);
    req.on('data', onData);
    req.on('end', () => {
      if (over) fail(new BodyTooLargeError(maxBytes));
      else if (!settled) {
        settled = true;
        resolve(Buffer.concat(chunks, received));
      }
    });
    req.on('error', (error) => fail(new BodyReadError(`Request body could not be read: ${error.message}`)));
    req.on('aborted', () => fail(new BodyReadError('Request body was cut off.')));
  });
}

export class InvalidJsonError extends Error {}

/** A request body as JSON; an empty (or blank) body is `{}`. */
export function parseJsonBody(body: Buffer | string): unknown {
  const text = typeof body === 'string' ? body : body.toString('utf8');
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new InvalidJsonError((error as Error).message);
  }
}

/** For routes that answer their own message to anything but the shape they expect: bad JSON is `undefined`. */
export function jsonBodyOrUndefined(body: Buffer): unknown {
  try {
    return parseJsonBody(body);
  } catch {
    return undefined;
  }
}
