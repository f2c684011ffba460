import type http from 'node:http';
import { type Caller, callerFromRequest } from './caller.js';
import { parseUploadRange } from './content-range.js';
import { assertValidContentType } from './content-type.js';
import type { StorageContext } from './context.js';
import { badRequest, notFound, StorageHttpError, uploadTooLarge } from './errors.js';
import { parseMaxResults } from './firebase-api.js';
import { readJsonBody, readLimitedBody, requestOrigin, sendEmpty, sendJson } from './http-io.js';
import { readMediaObject } from './media-object.js';
import { sendObjectBytes } from './media-response.js';
import { readMultipartObject } from './multipart-object.js';
import { assertValidBucketName, assertValidObjectName, decodePathComponent } from './object-name.js';
import { declaredSize } from './upload-body.js';
import type { UploadSession } from './upload-sessions.js';
import { nameFromJson, toGcsJson, writableFromJson } from './wire-format.js';

const UPLOAD_PATH = /^\/upload\/storage\/v1\/b\/([^/]+)\/o\/?$/;
const DOWNLOAD_PATH = /^\/download\/storage\/v1\/b\/([^/]+)\/o\/(.+)$/;
/** @google-cloud/storage talks to `STORAGE_EMULATOR_HOST` at the bare root; real clients add `/storage/v1`. */
const BUCKET_PATH = /^(?:\/storage\/v1)?\/b\/([^/]+)\/?$/;
const OBJECTS_PATH = /^(?:\/storage\/v1)?\/b\/([^/]+)\/o\/?$/;
const OBJECT_PATH = /^(?:\/storage\/v1)?\/b\/([^/]+)\/o\/(.+)$/;

/** HTTP status GCS uses for "resumable upload incomplete". */
const RESUME_INCOMPLETE = 308;

/**
 * The Cloud Storage JSON API subset @google-cloud/storage (firebase-admin's `getStorage()`) uses: uploads
 * (multipart, media, resumable), object metadata get/patch, download, delete, list, bucket metadata.
 */
export async function handleGcsApi(
  ctx: StorageContext,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  url: URL,
): Promise<boolean> {
  const method = req.method ?? 'GET';
  const path = url.pathname;
  const caller = callerFromRequest(req, 'gcs');
  const origin = requestOrigin(req);

  const upload = UPLOAD_PATH.exec(path);
  if (upload) {
    const bucket = bucketFrom(upload[1]);
    if (method === 'POST') await startUpload(ctx, req, res, url, caller, bucket);
    else if (method === 'PUT') await continueResumable(ctx, req, res, url);
    else if (method === 'DELETE') cancelResumable(ctx, req, res, url);
    else throw new StorageHttpError(405, `Method ${method} is not allowed here.`);
    return true;
  }

  const download = DOWNLOAD_PATH.exec(path);
  if (download && (method === 'GET' || method === 'HEAD')) {
    const object = await ctx.service.getObject(
      caller,
      bucketFrom(download[1]),
      decodePathComponent(download[2] ?? ''),
    );
    sendObjectBytes(req, res, object);
    return true;
  }

  const objects = OBJECTS_PATH.exec(path);
  if (objects) {
    if (method !== 'GET') throw new StorageHttpError(405, `Method ${method} is not allowed here.`);
    const bucket = bucketFrom(objects[1]);
    const page = await ctx.service.list(caller, {
      bucket,
      prefix: url.searchParams.get('prefix') ?? '',
      delimiter: url.searchParams.get('delimiter') ?? '',
      pageToken: url.searchParams.get('pageToken') ?? undefined,
      maxResults: parseMaxResults(url.searchParams.get('maxResults')),
    });
    const body: Record<string, unknown> = {
      kind: 'storage#objects',
      items: page.items.map((item) => toGcsJson(item, origin)),
      prefixes: page.prefixes,
    };
    if (page.nextPageToken) body.nextPageToken = page.nextPageToken;
    sendJson(req, res, 200, body);
    return true;
  }

  const object = OBJECT_PATH.exec(path);
  if (object) {
    const bucket = bucketFrom(object[1]);
    const name = decodePathComponent(object[2] ?? '');
    const ifGenerationMatch = url.searchParams.get('ifGenerationMatch') ?? undefined;
    switch (method) {
      case 'GET':
      case 'HEAD': {
        const stored = await ctx.service.getObject(caller, bucket, name);
        if (url.searchParams.get('alt') === 'media') sendObjectBytes(req, res, stored);
        else sendJson(req, res, 200, toGcsJson(stored.metadata, origin));
        return true;
      }
      case 'PATCH':
      case 'PUT': {
        const patch = writableFromJson(await readJsonBody(req), 'gcs');
        sendJson(req, res, 200, toGcsJson(await ctx.service.patch(caller, bucket, name, patch), origin));
        return true;
      }
      case 'DELETE':
        await ctx.service.delete(caller, bucket, name, ifGenerationMatch);
        sendEmpty(req, res, 204);
        return true;
      default:
        throw new StorageHttpError(405, `Method ${method} is not allowed here.`);
    }
  }

  const bucketOnly = BUCKET_PATH.exec(path);
  if (bucketOnly && method === 'GET') {
    const bucket = bucketFrom(bucketOnly[1]);
    sendJson(req, res, 200, {
      kind: 'storage#bucket',
      id: bucket,
      name: bucket,
      selfLink: `${origin}/storage/v1/b/${bucket}`,
      projectNumber: '0',
      metageneration: '1',
      location: 'US',
      storageClass: 'STANDARD',
      timeCreated: new Date(0).toISOString(),
      updated: new Date(0).toISOString(),
    });
    return true;
  }
  return false;
}

function bucketFrom(raw: string | undefined): string {
  const bucket = decodePathComponent(raw ?? '');
  assertValidBucketName(bucket);
  return bucket;
}

async function startUpload(
  ctx: StorageContext,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  url: URL,
  caller: Caller,
  bucket: string,
): Promise<void> {
  const uploadType = url.searchParams.get('uploadType') ?? 'media';
  const ifGenerationMatch = url.searchParams.get('ifGenerationMatch') ?? undefined;
  const origin = requestOrigin(req);
  if (uploadType === 'multipart' || uploadType === 'media') {
    const object =
      uploadType === 'multipart'
        ? await readMultipartObject(req, url, ctx.maxUploadBytes, 'gcs')
        : await readMediaObject(req, url, ctx.maxUploadBytes);
    const written = await ctx.service.write(caller, {
      bucket,
      ...object,
      createDownloadToken: false,
      ifGenerationMatch,
    });
    sendJson(req, res, 200, toGcsJson(written, origin));
    return;
  }
  if (uploadType !== 'resumable') throw badRequest(`Unsupported uploadType: ${uploadType}`);
  const expectedSize = declaredSize(req.headers['x-upload-content-length'], ctx.maxUploadBytes);
  const body = await readJsonBody(req);
  const name = url.searchParams.get('name') ?? nameFromJson(body);
  if (!name) throw badRequest('The upload names no object (name=…).');
  assertValidObjectName(name);
  const metadata = writableFromJson(body, 'gcs');
  const headerType = req.headers['x-upload-content-type'];
  if (metadata.contentType == null && typeof headerType === 'string') {
    metadata.contentType = assertValidContentType(headerType);
  }
  const session = ctx.sessions.create({
    bucket,
    name,
    metadata,
    caller,
    expectedSize,
    createDownloadToken: false,
    ifGenerationMatch,
  });
  const location = new URL(`/upload/storage/v1/b/${encodeURIComponent(bucket)}/o`, origin);
  location.searchParams.set('uploadType', 'resumable');
  location.searchParams.set('name', name);
  location.searchParams.set('upload_id', session.id);
  sendEmpty(req, res, 200, { location: location.toString() });
}

function sessionFrom(ctx: StorageContext, url: URL): UploadSession {
  const id = url.searchParams.get('upload_id');
  const session = id === null ? undefined : ctx.sessions.get(id);
  if (!session) throw notFound('Upload session not found; it may have been finalized, cancelled or expired.');
  return session;
}

function cancelResumable(
  ctx: StorageContext,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  url: URL,
): void {
  ctx.sessions.delete(sessionFrom(ctx, url).id);
  // GCS answers a cancelled session with the non-standard 499.
  sendEmpty(req, res, 499);
}

/** One PUT to a resumable session: a status query, a chunk, or the last chunk (which writes the object). */
async function continueResumable(
  ctx: StorageContext,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  url: URL,
): Promise<void> {
  const session = sessionFrom(ctx, url);
  const range = parseUploadRange(req.headers['content-range']);
  if (range.kind === 'chunk' && range.start !== session.received) {
    // Refused, but the session survives: the client can ask for the offset (`bytes */*`) and resume.
    throw badRequest(
      `Chunk starts at byte ${range.start}, but ${session.received} bytes were received so far.`,
    );
  }
  let complete: boolean;
  try {
    const total = range.total ?? session.expectedSize;
    if (
      range.total !== undefined &&
      session.expectedSize !== undefined &&
      range.total !== session.expectedSize
    ) {
      throw badRequest(
        `Content-Range total ${range.total} differs from the announced ${session.expectedSize}.`,
      );
    }
    if (total !== undefined && total > ctx.maxUploadBytes) {
      throw uploadTooLarge(ctx.maxUploadBytes);
    }
    const chunk = await readLimitedBody(req, ctx.maxUploadBytes - session.received, ctx.maxUploadBytes);
    if (range.kind === 'query') {
      if (chunk.length > 0) throw badRequest('A status query (Content-Range: bytes */…) carries no body.');
      complete = range.total !== undefined && range.total === session.received;
    } else {
      if (range.end !== undefined && chunk.length !== range.end - range.start + 1) {
        throw badRequest(
          `Chunk has ${chunk.length} bytes; Content-Range announced ${range.end - range.start + 1}.`,
        );
      }
      ctx.sessions.append(session, chunk);
      if (total !== undefined && session.received > total) {
        throw badRequest(`Received ${session.received} bytes, more than the announced ${total}.`);
      }
      // `A-*` streams the rest of the object in this request, so its end is the object's end.
      complete = total !== undefined ? session.received === total : range.end === undefined;
    }
  } catch (error) {
    ctx.sessions.delete(session.id);
    throw error;
  }
  if (!complete) {
    const headers: Record<string, string> =
      session.received > 0 ? { range: `bytes=0-${session.received - 1}` } : {};
    sendEmpty(req, res, RESUME_INCOMPLETE, headers);
    return;
  }
  ctx.sessions.delete(session.id);
  const written = await ctx.service.write(session.caller, {
    bucket: session.bucket,
    name: session.name,
    data: ctx.sessions.bytes(session),
    metadata: session.metadata,
    createDownloadToken: session.createDownloadToken,
    ifGenerationMatch: session.ifGenerationMatch,
  });
  sendJson(req, res, 200, toGcsJson(written, requestOrigin(req)));
}
