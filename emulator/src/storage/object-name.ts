import { badRequest } from './errors.js';

/** GCS's limit on object names, counted in UTF-8 bytes. */
export const MAX_OBJECT_NAME_BYTES = 1024;

/**
 * Rejects names that GCS refuses or that could escape a folder if a name ever became a file path: empty names,
 * names over 1024 bytes, NUL and line breaks, and `.`/`..` segments.
 */
export function assertValidObjectName(name: string): void {
  if (name.length === 0) throw badRequest('Object name must not be empty.');
  if (Buffer.byteLength(name, 'utf8') > MAX_OBJECT_NAME_BYTES) {
    throw badRequest(`Object name is longer than ${MAX_OBJECT_NAME_BYTES} bytes.`);
  }
  if (/[\0\r\n]/.test(name)) throw badRequest('Object name must not contain NUL, CR or LF characters.');
  if (name.split('/').some((segment) => segment === '..' || segment === '.')) {
    throw badRequest('Object name must not contain "." or ".." path segments.');
  }
  // A lone surrogate (possible in a JSON body, never in a valid percent-encoding) has no UTF-8 form.
  if (/\p{Cs}/u.test(name)) throw badRequest('Object name is not valid UTF-8.');
}

/** Bucket names are lowercase letters, digits, dots, dashes and underscores (3–222 chars). */
export function assertValidBucketName(bucket: string): void {
  if (!/^[a-z0-9][a-z0-9._-]{1,220}[a-z0-9]$/i.test(bucket))
    throw badRequest(`Invalid bucket name: ${bucket}`);
}

/** `decodeURIComponent` that reports malformed escapes as a 400 instead of throwing a URIError. */
export function decodePathComponent(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    throw badRequest('Malformed percent-encoding in the request path.');
  }
}
