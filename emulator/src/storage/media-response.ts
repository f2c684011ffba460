import type http from 'node:http';
import { corsHeaders } from './http-io.js';
import type { StoredObject } from './types.js';

/** What Firebase and GCS send when an object sets no Cache-Control of its own. */
const DEFAULT_CACHE_CONTROL = 'private, max-age=0';

/**
 * Sends an object's bytes like production: content headers from the metadata, a strong ETag, the hashes
 * @google-cloud/storage validates downloads against, `If-None-Match`, and single `Range` requests.
 */
export function sendObjectBytes(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  object: StoredObject,
): void {
  const { metadata, data } = object;
  const etag = `"${Buffer.from(metadata.md5Hash, 'base64').toString('hex')}"`;
  const headers: Record<string, string> = {
    ...corsHeaders(req),
    'content-type': metadata.contentType,
    'cache-control': metadata.cacheControl ?? DEFAULT_CACHE_CONTROL,
    etag,
    'last-modified': new Date(metadata.updated).toUTCString(),
    'accept-ranges': 'bytes',
    'x-goog-hash': `crc32c=${metadata.crc32c},md5=${metadata.md5Hash}`,
    'x-goog-generation': metadata.generation,
    'x-goog-metageneration': String(metadata.metageneration),
    'x-goog-stored-content-encoding': metadata.contentEncoding ?? 'identity',
    'x-goog-stored-content-length': String(metadata.size),
  };
  if (metadata.contentDisposition) headers['content-disposition'] = metadata.contentDisposition;
  if (metadata.contentEncoding) headers['content-encoding'] = metadata.contentEncoding;
  if (metadata.contentLanguage) headers['content-language'] = metadata.contentLanguage;

  if (ifNoneMatchHits(req.headers['if-none-match'], etag)) {
    res.writeHead(304, headers).end();
    return;
  }
  const range = parseRange(req.headers.range, data.length);
  if (range === 'unsatisfiable') {
    res
      .writeHead(416, { ...headers, 'content-range': `bytes */${data.length}`, 'content-length': '0' })
      .end();
    return;
  }
  const body = range ? data.subarray(range.start, range.end + 1) : data;
  if (range) headers['content-range'] = `bytes ${range.start}-${range.end}/${data.length}`;
  headers['content-length'] = String(body.length);
  res.writeHead(range ? 206 : 200, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}

interface ByteRange {
  readonly start: number;
  /** Inclusive. */
  readonly end: number;
}

/**
 * One `bytes=` range, clamped to the object. Anything we do not understand (other units, several ranges) is
 * ignored and the whole object is sent, which RFC 9110 allows.
 */
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}
