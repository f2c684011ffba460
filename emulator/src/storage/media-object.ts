import type http from 'node:http';
import { assertValidContentType } from './content-type.js';
import { badRequest } from './errors.js';
import { readLimitedBody } from './http-io.js';
import type { MultipartObject } from './multipart-object.js';

/**
 * A single-part upload (the Firebase API's raw protocol, the JSON API's `uploadType=media`): the body is
 * the object, its Content-Type the object's, and only `?name=` can name it.
 */
export async function readMediaObject(
  req: http.IncomingMessage,
  url: URL,
  maxUploadBytes: number,
): Promise<MultipartObject> {
  const name = url.searchParams.get('name');
  if (!name) throw badRequest('The upload names no object (?name=…).');
  const contentType = req.headers['content-type'];
  const data = await readLimitedBody(req, maxUploadBytes);
  const metadata = contentType ? { contentType: assertValidContentType(contentType) } : {};
  return { name, data, metadata };
}
