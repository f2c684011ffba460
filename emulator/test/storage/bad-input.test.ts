import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestEmulator, uniqueProjectId } from '../support/harness.js';
import { getRawPath, multipartBody, rawRequest, zeros } from './support/raw-http.js';

type Harness = Awaited<ReturnType<typeof startTestEmulator>>;

const MB = 1024 * 1024;
const BOUNDARY = 'test-boundary-123';

describe('bad input gets the right HTTP error and leaves nothing half-written', () => {
  let server: Harness;
  const bucket = `${uniqueProjectId()}.appspot.com`;
  const firebaseUpload = (name: string) =>
    `${server.storageUrl}/v0/b/${bucket}/o?name=${encodeURIComponent(name)}`;
  const gcsUpload = (type: string, name: string) =>
    `${server.storageUrl}/upload/storage/v1/b/${bucket}/o?uploadType=${type}&name=${encodeURIComponent(name)}`;
  const exists = async (name: string) =>
    (await fetch(`${server.storageUrl}/b/${bucket}/o/${encodeURIComponent(name)}`)).status === 200;
  const owner = { authorization: 'Firebase owner' };

  beforeAll(async () => {
    server = await startTestEmulator(); // default limit: 20 MB
  });

  afterAll(async () => {
    await server.close();
  });

  describe('content types', () => {
    it('refuses an invalid contentType in upload metadata (both APIs)', async () => {
      for (const contentType of ['not a type', 'image/png\r\nX-Evil: 1', 'text']) {
        const body = multipartBody(BOUNDARY, { name: 'ct.txt', contentType }, Buffer.from('x'));
        const firebase = await rawRequest(firebaseUpload('ct.txt'), {
          method: 'POST',
          headers: {
            ...owner,
            'x-goog-upload-protocol': 'multipart',
            'content-type': `multipart/related; boundary=${BOUNDARY}`,
          },
          body,
        });
        expect(firebase.status, contentType).toBe(400);
        expect(JSON.parse(firebase.body)).toMatchObject({ error: { code: 400 } });
        const gcs = await rawRequest(gcsUpload('multipart', 'ct.txt'), {
          method: 'POST',
          headers: { 'content-type': `multipart/related; boundary=${BOUNDARY}` },
          body,
        });
        expect(gcs.status, contentType).toBe(400);
        expect(JSON.parse(gcs.body)).toMatchObject({ error: { code: 400, errors: [{ reason: 'invalid' }] } });
      }
      expect(await exists('ct.txt')).toBe(false);
    });

    it('refuses a multipart upload whose request is not multipart', async () => {
      const response = await rawRequest(gcsUpload('multipart', 'plain.txt'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"name":"plain.txt"}',
      });
      expect(response.status).toBe(400);
      expect(await exists('plain.txt')).toBe(false);
    });

    it('refuses a PATCH that sets an invalid contentType', async () => {
      await rawRequest(gcsUpload('media', 'patch.txt'), {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: 'x',
      });
      const response = await fetch(`${server.storageUrl}/v0/b/${bucket}/o/patch.txt`, {
        method: 'PATCH',
        headers: { ...owner, 'content-type': 'application/json' },
        body: JSON.stringify({ contentType: 'bad type' }),
      });
      expect(response.status).toBe(400);
      const metadata = (await (await fetch(`${server.storageUrl}/b/${bucket}/o/patch.txt`)).json()) as Record<
        string,
        unknown
      >;
      expect(metadata.contentType).toBe('text/plain');
      expect(metadata.metageneration).toBe('1');
    });
  });

  it('refuses a truncated multipart body', async () => {
    const full = multipartBody(BOUNDARY, { name: 'cut.bin' }, Buffer.alloc(4096, 7));
    for (const body of [full.subarray(0, full.length - 30), full.subarray(0, 60)]) {
      const firebase = await rawRequest(firebaseUpload('cut.bin'), {
        method: 'POST',
        headers: {
          ...owner,
          'x-goog-upload-protocol': 'multipart',
          'content-type': `multipart/related; boundary=${BOUNDARY}`,
        },
        body,
      });
      expect(firebase.status).toBe(400);
      expect(firebase.body).toContain('truncated');
      const gcs = await rawRequest(gcsUpload('multipart', 'cut.bin'), {
        method: 'POST',
        headers: { 'content-type': `multipart/related; boundary=${BOUNDARY}` },
        body,
      });
      expect(gcs.status).toBe(400);
    }
    expect(await exists('cut.bin')).toBe(false);
  });

  describe('resumable chunks at the wrong offset', () => {
    it('Firebase API: 400, the session survives, nothing is stored', async () => {
      const start = await rawRequest(firebaseUpload('resume.bin'), {
        method: 'POST',
        headers: {
          ...owner,
          'x-goog-upload-protocol': 'resumable',
          'x-goog-upload-command': 'start',
          'x-goog-upload-header-content-length': '20',
          'x-goog-upload-header-content-type': 'application/octet-stream',
          'content-type': 'application/json',
        },
        body: '{}',
      });
      expect(start.status).toBe(200);
      const sessionUrl = String(start.headers['x-goog-upload-url']);
      const send = (command: string, offset: number, body: Buffer) =>
        rawRequest(sessionUrl, {
          method: 'POST',
          headers: { 'x-goog-upload-command': command, 'x-goog-upload-offset': String(offset) },
          body,
        });
      expect((await send('upload', 5, Buffer.alloc(10))).status).toBe(400);
      const query = await rawRequest(sessionUrl, {
        method: 'POST',
        headers: { 'x-goog-upload-command': 'query' },
      });
      expect(query.headers['x-goog-upload-size-received']).toBe('0');
      expect((await send('upload', 0, Buffer.alloc(10, 1))).status).toBe(200);
      expect((await send('upload, finalize', 0, Buffer.alloc(10, 2))).status).toBe(400);
      expect(await exists('resume.bin')).toBe(false);
      // Finalizing short of the announced size is refused too, and ends the session.
      const short = await send('finalize', 10, Buffer.alloc(0));
      expect(short.status).toBe(400);
      expect(await exists('resume.bin')).toBe(false);
      expect((await send('upload', 10, Buffer.alloc(10))).status).toBe(404);
    });

    it('JSON API: 400 for a gap, then the upload can resume and complete', async () => {
      const start = await rawRequest(gcsUpload('resumable', 'gcs-resume.bin'), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-upload-content-length': '20' },
        body: '{}',
      });
      const location = String(start.headers.location);
      const put = (range: string, body: Buffer) =>
        rawRequest(location, { method: 'PUT', headers: { 'content-range': range }, body });
      expect((await put('bytes 10-19/20', Buffer.alloc(10))).status).toBe(400);
      expect(await exists('gcs-resume.bin')).toBe(false);
      const first = await put('bytes 0-9/20', Buffer.alloc(10, 1));
      expect(first.status).toBe(308);
      expect(first.headers.range).toBe('bytes=0-9');
      expect((await put('bytes */*', Buffer.alloc(0))).headers.range).toBe('bytes=0-9');
      expect(await exists('gcs-resume.bin')).toBe(false);
      const last = await put('bytes 10-19/20', Buffer.alloc(10, 2));
      expect(last.status).toBe(200);
      expect(JSON.parse(last.body)).toMatchObject({ name: 'gcs-resume.bin', size: '20' });
    });

    it('JSON API: an unknown session is 404 and a malformed Content-Range is 400', async () => {
      const unknown = await rawRequest(`${gcsUpload('resumable', 'x')}&upload_id=nope`, {
        method: 'PUT',
        body: 'x',
      });
      expect(unknown.status).toBe(404);
      const start = await rawRequest(gcsUpload('resumable', 'range.bin'), { method: 'POST', body: '{}' });
      const bad = await rawRequest(String(start.headers.location), {
        method: 'PUT',
        headers: { 'content-range': 'bytes=0-1/2' },
        body: 'ab',
      });
      expect(bad.status).toBe(400);
    });
  });

  describe('object names', () => {
    const badNames = ['a/../b', '..', 'a/./b', 'nul\0byte', 'line\nbreak', 'x'.repeat(1025), 'é'.repeat(513)];

    it.each(
      badNames.map((name) => [
        name.length > 40 ? `${name.slice(0, 10)}…(${name.length})` : JSON.stringify(name),
        name,
      ]),
    )('refuses %s with 400 on both APIs', async (_label, name) => {
      const firebase = await rawRequest(firebaseUpload(name), {
        method: 'POST',
        headers: { ...owner, 'content-type': 'text/plain' },
        body: 'x',
      });
      expect(firebase.status).toBe(400);
      const gcs = await rawRequest(gcsUpload('media', name), { method: 'POST', body: 'x' });
      expect(gcs.status).toBe(400);
      const resumable = await rawRequest(gcsUpload('resumable', name), { method: 'POST', body: '{}' });
      expect(resumable.status).toBe(400);
      const encoded = encodeURIComponent(name).replaceAll('.', '%2E');
      expect(await getRawPath(server.storageUrl, `/v0/b/${bucket}/o/${encoded}`, owner)).toBe(400);
    });

    it('accepts a name of exactly 1024 bytes and dots inside segments', async () => {
      for (const name of ['y'.repeat(1024), 'a..b/.hidden/c..']) {
        const response = await rawRequest(gcsUpload('media', name), { method: 'POST', body: 'ok' });
        expect(response.status).toBe(200);
      }
    });

    it('refuses literal dot segments in the request path instead of resolving them', async () => {
      await rawRequest(gcsUpload('media', 'b'), { method: 'POST', body: 'b' });
      expect(await getRawPath(server.storageUrl, `/b/${bucket}/o/a/../b?alt=media`)).toBe(400);
      expect(await getRawPath(server.storageUrl, `/v0/b/${bucket}/o/a/%2e%2E/b?alt=media`)).toBe(400);
    });

    it('refuses malformed percent-encoding in the path with 400', async () => {
      const response = await rawRequest(`${server.storageUrl}/v0/b/${bucket}/o/bad%E0%A4%A`, {
        headers: owner,
      });
      expect(response.status).toBe(400);
    });
  });

  describe('size limit (20 MB by default)', () => {
    it('refuses a 100 MB streamed upload with 413 without storing it (Firebase API, chunked body)', async () => {
      const before = process.memoryUsage().rss;
      const response = await rawRequest(firebaseUpload('huge.bin'), {
        method: 'POST',
        headers: { ...owner, 'content-type': 'application/octet-stream' },
        body: zeros(100 * MB),
      });
      expect(response.status).toBe(413);
      expect(JSON.parse(response.body)).toMatchObject({ error: { code: 413 } });
      expect(await exists('huge.bin')).toBe(false);
      // Generous bound: the limit (20 MB) may be buffered, the other 80 MB must not be.
      expect(process.memoryUsage().rss - before).toBeLessThan(70 * MB);
    });

    it('refuses a 100 MB multipart upload with Content-Length (JSON API)', async () => {
      const head = Buffer.from(
        `--${BOUNDARY}\r\nContent-Type: application/json\r\n\r\n{}\r\n--${BOUNDARY}\r\n\r\n`,
      );
      const tail = Buffer.from(`\r\n--${BOUNDARY}--`);
      const response = await rawRequest(gcsUpload('multipart', 'huge-multipart.bin'), {
        method: 'POST',
        headers: {
          'content-type': `multipart/related; boundary=${BOUNDARY}`,
          'content-length': String(head.length + 100 * MB + tail.length),
        },
        body: [head, ...zeros(100 * MB), tail],
      });
      expect(response.status).toBe(413);
      expect(await exists('huge-multipart.bin')).toBe(false);
    });

    it('refuses a resumable upload announced at 100 MB before any byte is sent', async () => {
      const firebase = await rawRequest(firebaseUpload('huge-resumable.bin'), {
        method: 'POST',
        headers: {
          ...owner,
          'x-goog-upload-protocol': 'resumable',
          'x-goog-upload-command': 'start',
          'x-goog-upload-header-content-length': String(100 * MB),
        },
        body: '{}',
      });
      expect(firebase.status).toBe(413);
      const gcs = await rawRequest(gcsUpload('resumable', 'huge-resumable.bin'), {
        method: 'POST',
        headers: { 'x-upload-content-length': String(100 * MB) },
        body: '{}',
      });
      expect(gcs.status).toBe(413);
    });

    it('refuses resumable chunks that add up past the limit, and drops the session', async () => {
      const start = await rawRequest(gcsUpload('resumable', 'creeping.bin'), { method: 'POST', body: '{}' });
      const location = String(start.headers.location);
      const first = await rawRequest(location, {
        method: 'PUT',
        headers: { 'content-range': `bytes 0-${15 * MB - 1}/*` },
        body: zeros(15 * MB),
      });
      expect(first.status).toBe(308);
      const second = await rawRequest(location, {
        method: 'PUT',
        headers: { 'content-range': `bytes ${15 * MB}-${25 * MB - 1}/*` },
        body: zeros(10 * MB),
      });
      expect(second.status).toBe(413);
      expect(await exists('creeping.bin')).toBe(false);
      const after = await rawRequest(location, { method: 'PUT', headers: { 'content-range': 'bytes */*' } });
      expect(after.status).toBe(404);
    });

    it('accepts an upload of exactly the limit', async () => {
      const small = await startTestEmulator({ maxUploadBytes: 1000 });
      try {
        const url = `${small.storageUrl}/upload/storage/v1/b/${bucket}/o?uploadType=media&name=edge.bin`;
        expect((await rawRequest(url, { method: 'POST', body: Buffer.alloc(1000) })).status).toBe(200);
        expect((await rawRequest(url, { method: 'POST', body: Buffer.alloc(1001) })).status).toBe(413);
      } finally {
        await small.close();
      }
    });
  });
});
