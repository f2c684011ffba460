import { badRequest } from './errors.js';

export interface MultipartPart {
  /** Header names lowercased. */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: Buffer;
}

/** The boundary of a `multipart/related` (or any multipart) Content-Type, or undefined if it is not one. */
export function multipartBoundary(contentType: string | undefined): string | undefined {
  if (!contentType || !/^\s*multipart\//i.test(contentType)) return undefined;
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  return match?.[1] ?? match?.[2];
}

/**
 * Splits a complete multipart body. A body without its closing `--boundary--` was cut off in transit or
 * built wrong; it is refused rather than stored short.
 */
export function parseMultipart(body: Buffer, boundary: string): MultipartPart[] {
  const delimiter = Buffer.from(`--${boundary}`);
  const start = body.indexOf(delimiter);
  if (start === -1) throw badRequest('Multipart body does not contain its boundary.');
  const parts: MultipartPart[] = [];
  let cursor = start + delimiter.length;
  for (;;) {
    if (body.subarray(cursor, cursor + 2).toString('latin1') === '--') return parts;
    const lineEnd = body.indexOf('\r\n', cursor);
    if (lineEnd === -1) throw truncated();
    const headerEnd = body.indexOf('\r\n\r\n', lineEnd);
    if (headerEnd === -1) throw truncated();
    // An empty header block puts the blank line right after the delimiter line.
    const headerText = headerEnd === lineEnd ? '' : body.subarray(lineEnd + 2, headerEnd).toString('utf8');
    const contentStart = headerEnd + 4;
    const next = body.indexOf(
      Buffer.from(`\r\n--${boundary}`),
      headerEnd === lineEnd ? lineEnd + 2 : contentStart,
    );
    if (next === -1) throw truncated();
    parts.push({
      headers: parseHeaders(headerText),
      body: body.subarray(contentStart, Math.max(contentStart, next)),
    });
    cursor = next + 2 + delimiter.length;
  }
}

function truncated() {
  return badRequest('Multipart body is truncated: the closing boundary is missing.');
}

function parseHeaders(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of text.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}
