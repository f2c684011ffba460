import type http from 'node:http';
import { type Caller, callerFromRequest } from './caller.js';
import { assertValidContentType } from './content-type.js';
import type { StorageContext } from './context.js';
import { badRequest, notFound, StorageHttpError } from './errors.js';
import { readJsonBody, readLimitedBody, requestOrigin, sendEmpty, sendJson } from './http-io.js';
import { readMediaObject } from './media-object.js';
import { sendObjectBytes } from './media-response.js';
import { readMultipartObject } from './multipart-object.js';
import { assertValidBucketName, assertValidObjectName, decodePathComponent } from './object-name.js';
import { declaredSize } from './upload-body.js';
import type { UploadSession } from './upload-sessions.js';
import { nameFromJson, toFirebaseJson, writableFromJson } from './wire-format.js';

const BUCKET_PATH = /^\/v0\/b\/([^/]+)\/o\/?$/;
const OBJECT_PATH = /^\/v0\/b\/([^/]+)\/o\/(.+)$/;
/** The web SDK uploads in multiples of 256 KiB; we advertise the same granularity. */
const CHUNK_GRANULARITY = String(256 * 1024);

/**
 * The Firebase Storage API (`/v0`) that `firebase/storage` calls: uploads (multipart, resumable, raw),
 * metadata, downloads with tokens, delete and list. Returns false when the path is not one of its routes.
 */
export async function handleFirebaseApi(
  ctx: StorageContext,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  url: URL,
): Promise<boolean> {
  const method = req.method ?? 'GET';
  const bucketMatch = BUCKET_PATH.exec(url.pathname);
  if (bucketMatch) {
    const bucket = decodePathComponent(bucketMatch[1] ?? '');
    assertValidBucketName(bucket);
    const caller = callerFromRequest(req, 'firebase');
    if (method === 'GET') await list(ctx, req, res, url, caller, bucket);
    else if (method === 'POST') await upload(ctx, req, res, url, caller, bucket);
    else throw new StorageHttpError(405, `Method ${method} is not allowed here.`);
    return true;
  }
  const objectMatch = OBJECT_PATH.exec(url.pathname);
  if (!objectMatch) return false;
  const bucket = decodePathComponent(objectMatch[1] ?? '');
  assertValidBucketName(bucket);
  const name = decodePathComponent(objectMatch[2] ?? '');
  const caller = callerFromRequest(req, 'firebase');
  switch (method) {
    case 'GET':
    case 'HEAD': {
      const token = url.searchParams.get('token') ?? undefined;
      const object = await ctx.service.getObject(caller, bucket, name, token);
      if (url.searchParams.get('alt') === 'media') sendObjectBytes(req, res, object);
      else sendJson(req, res, 200, toFirebaseJson(ctx.service.ensureDownloadToken(object).metadata));
      return true;
    }
    case 'PATCH': {
      const patch = writableFromJson(await readJsonBody(req), 'firebase');
      sendJson(req, res, 200, toFirebaseJson(await ctx.service.patch(caller, bucket, name, patch)));
      return true;
    }
    case 'DELETE':
      await ctx.service.delete(caller, bucket, name);
      sendEmpty(req, res, 204);
      return true;
    default:
      throw new StorageHttpError(405, `Method ${method} is not allowed here.`);
  }
}

async function list(
  ctx: StorageContext,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  url: URL,
  caller: Caller,
  bucket: string,
): Promise<void> {
  const page = await ctx.service.list(caller, {
    bucket,
    prefix: url.searchParams.get('prefix') ?? '',
    delimiter: url.searchParams.get('delimiter') ?? '',
    pageToken: url.searchParams.get('pageToken') ?? undefined,
    maxResults: parseMaxResults(url.searchParams.get('maxResults')),
  });
  const body: Record<string, unknown> = {
    prefixes: page.prefixes,
    items: page.items.map((item) => ({ name: item.name, bucket: item.bucket })),
  };
  if (page.nextPageToken) body.nextPageToken = page.nextPageToken;
  sendJson(req, res, 200, body);
}

export function parseMaxResults(value: string | null): number {
  if (value === null || value === '') return 1000;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) throw badRequest(`Invalid maxResults: ${value}`);
  return Math.min(parsed, 1000);
}

async function upload(
  ctx: StorageContext,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  url: URL,
  caller: Caller,
  bucket: string,
): Promise<void> {
  const uploadId = url.searchParams.get('upload_id');
  if (uploadId !== null) {
    await continueResumable(ctx, req, res, uploadId);
    return;
  }
  const protocol = headerValue(req, 'x-goog-upload-protocol')?.toLowerCase();
  const command = headerValue(req, 'x-goog-upload-command')?.toLowerCase();
  if (protocol === 'resumable' || command === 'start') {
    await startResumable(ctx, req, res, url, caller, bucket);
    return;
  }
  if (
    protocol === 'multipart' ||
    (protocol === undefined && /^multipart\//i.test(req.headers['content-type'] ?? ''))
  ) {
    const object = await readMultipartObject(req, url, ctx.maxUploadBytes, 'firebase');
    const written = await ctx.service.write(caller, { bucket, ...object, createDownloadToken: true });
    sendJson(req, res, 200, toFirebaseJson(written));
    return;
  }
  if (protocol !== undefined && protocol !== 'raw')
    throw badRequest(`Unknown X-Goog-Upload-Protocol: ${protocol}`);
  const object = await readMediaObject(req, url, ctx.maxUploadBytes);
  const written = await ctx.service.write(caller, { bucket, ...object, createDownloadToken: true });
  sendJson(req, res, 200, toFirebaseJson(written));
}

async function startResumable(
  ctx: StorageContext,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  url: URL,
  caller: Caller,
  bucket: string,
): Promise<void> {
  const expectedSize = declaredSize(req.headers['x-goog-upload-header-content-length'], ctx.maxUploadBytes);
  const body = await readJsonBody(req);
  const name = url.searchParams.get('name') ?? nameFromJson(body);
  if (!name) throw badRequest('The upload names no object (?name=…).');
  const metadata = writableFromJson(body, 'firebase');
  const headerType = headerValue(req, 'x-goog-upload-header-content-type');
  if (metadata.contentType == null && headerType) metadata.contentType = assertValidContentType(headerType);
  // Fail fast on names the final write would refuse, before the client sends any bytes.
  assertValidObjectName(name);
  const session = ctx.sessions.create({
    bucket,
    name,
    metadata,
    caller,
    expectedSize,
    createDownloadToken: true,
    ifGenerationMatch: undefined,
  });
  const sessionUrl = new URL(`/v0/b/${encodeURIComponent(bucket)}/o`, requestOrigin(req));
  sessionUrl.searchParams.set('name', name);
  sessionUrl.searchParams.set('upload_id', session.id);
  sessionUrl.searchParams.set('upload_protocol', 'resumable');
  sendEmpty(req, res, 200, {
    'x-goog-upload-url': sessionUrl.toString(),
    'x-goog-upload-status': 'active',
    'x-goog-upload-chunk-granularity': CHUNK_GRANULARITY,
  });
}

/** `X-Goog-Upload-Command`: `upload`, `finalize`, `upload, finalize`, `query` or `cancel`. */
async function continueResumable(
  ctx: StorageContext,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  uploadId: string,
): Promise<void> {
  const session = ctx.sessions.get(uploadId);
  if (!session) throw notFound('Upload session not found; it may have been finalized, cancelled or expired.');
  const commands = new Set(
    (headerValue(req, 'x-goog-upload-command') ?? '')
      .toLowerCase()
      .split(',')
      .map((c) => c.trim())
      .filter((c) => c !== ''),
  );
  if (commands.has('query')) {
    sendEmpty(req, res, 200, activeHeaders(session));
    return;
  }
  if (commands.has('cancel')) {
    ctx.sessions.delete(session.id);
    sendEmpty(req, res, 200, { 'x-goog-upload-status': 'cancelled' });
    return;
  }
  if (!commands.has('upload') && !commands.has('finalize')) {
    throw badRequest('X-Goog-Upload-Command must be upload, finalize, query or cancel.');
  }
  if (commands.has('upload')) {
    // A chunk at the wrong offset is refused but the session stays: the client can `query` and resume.
    const offset = headerValue(req, 'x-goog-upload-offset');
    if (offset === undefined || Number(offset) !== session.received) {
      throw badRequest(`Invalid X-Goog-Upload-Offset ${offset}: ${session.received} bytes received so far.`);
    }
  }
  try {
    if (commands.has('upload')) {
      const chunk = await readLimitedBody(req, ctx.maxUploadBytes - session.received, ctx.maxUploadBytes);
      ctx.sessions.append(session, chunk);
    }
    if (!commands.has('finalize')) {
      sendEmpty(req, res, 200, activeHeaders(session));
      return;
    }
    if (session.expectedSize !== undefined && session.received !== session.expectedSize) {
      throw badRequest(
        `Upload finalized with ${session.received} of ${session.expectedSize} announced bytes.`,
      );
    }
    ctx.sessions.delete(session.id);
    const written = await ctx.service.write(session.caller, {
      bucket: session.bucket,
      name: session.name,
      data: ctx.sessions.bytes(session),
      metadata: session.metadata,
      createDownloadToken: session.createDownloadToken,
    });
    sendJson(req, res, 200, toFirebaseJson(written), { 'x-goog-upload-status': 'final' });
  } catch (error) {
    // A refused chunk ends the session: a client cannot leave a half-written upload to be finalized later.
    ctx.sessions.delete(session.id);
    throw error;
  }
}

function activeHeaders(session: UploadSession): Record<string, string> {
  return {
    'x-goog-upload-status': 'active',
    'x-goog-upload-size-received': String(session.received),
    'x-goog-upload-chunk-granularity': CHUNK_GRANULARITY,
  };
}

function headerValue(req: http.IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
