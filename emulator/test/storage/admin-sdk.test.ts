import { type App, deleteApp, initializeApp } from 'firebase-admin/app';
import { getDownloadURL, getStorage } from 'firebase-admin/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestEmulator, uniqueProjectId } from '../support/harness.js';
import { makePng } from './support/png.js';

type Harness = Awaited<ReturnType<typeof startTestEmulator>>;

describe('firebase-admin (Cloud Storage JSON API)', () => {
  let server: Harness;
  let app: App;
  const projectId = uniqueProjectId();
  const bucketName = `${projectId}.appspot.com`;
  const image = makePng(820, 820, { noise: true });

  beforeAll(async () => {
    // Rules deny everything: the Admin SDK must not be judged by them, on either API.
    server = await startTestEmulator({
      projectId,
      storageAuthorizer: { authorize: () => ({ allowed: false }) },
    });
    process.env.STORAGE_EMULATOR_HOST = server.storageUrl;
    app = initializeApp({ projectId, storageBucket: bucketName }, `admin-${projectId}`);
  });

  afterAll(async () => {
    await deleteApp(app);
    await server.close();
  });

  const bucket = () => getStorage(app).bucket();

  it('uploads a 2 MB image resumably and downloads it byte for byte', async () => {
    expect(image.length).toBeGreaterThan(2_000_000);
    const file = bucket().file('avatars/resumable.png');
    await file.save(image, { resumable: true, contentType: 'image/png' });
    const [downloaded] = await file.download();
    expect(downloaded.equals(image)).toBe(true);
    const [metadata] = await file.getMetadata();
    expect(metadata.contentType).toBe('image/png');
    expect(Number(metadata.size)).toBe(image.length);
  });

  it('uploads a 2 MB image in one multipart request and downloads it byte for byte', async () => {
    const file = bucket().file('avatars/multipart.png');
    await file.save(image, {
      resumable: false,
      contentType: 'image/png',
      metadata: { metadata: { owner: 'u1' } },
    });
    const [downloaded] = await file.download();
    expect(downloaded.equals(image)).toBe(true);
    const [metadata] = await file.getMetadata();
    expect(metadata.metadata).toEqual({ owner: 'u1' });
  });

  it('uploads in several resumable chunks', async () => {
    const file = bucket().file('chunked.png');
    await file.save(image, { resumable: true, chunkSize: 512 * 1024, contentType: 'image/png' });
    const [downloaded] = await file.download();
    expect(downloaded.equals(image)).toBe(true);
  });

  it('patches metadata, lists with prefix and delimiter, and deletes', async () => {
    const b = bucket();
    await b.file('docs/a.txt').save('a', { resumable: false, contentType: 'text/plain' });
    await b.file('docs/b.txt').save('b', { resumable: false });
    await b.file('docs/sub/c.txt').save('c', { resumable: false });

    const [patched] = await b
      .file('docs/a.txt')
      .setMetadata({ cacheControl: 'public, max-age=60', metadata: { k: 'v' } });
    expect(patched.cacheControl).toBe('public, max-age=60');
    expect(patched.metadata).toEqual({ k: 'v' });
    expect(patched.metageneration).toBe('2');

    const [files, , response] = await b.getFiles({ prefix: 'docs/', delimiter: '/', autoPaginate: false });
    expect(files.map((f) => f.name)).toEqual(['docs/a.txt', 'docs/b.txt']);
    expect((response as { prefixes?: string[] }).prefixes).toEqual(['docs/sub/']);

    const [page1, next] = await b.getFiles({ prefix: 'docs/', maxResults: 2, autoPaginate: false });
    expect(page1.map((f) => f.name)).toEqual(['docs/a.txt', 'docs/b.txt']);
    expect(next).toMatchObject({ prefix: 'docs/', pageToken: expect.any(String) });
    const [page2] = await b.getFiles({ ...next, autoPaginate: false });
    expect(page2.map((f) => f.name)).toEqual(['docs/sub/c.txt']);

    await b.file('docs/b.txt').delete();
    const [exists] = await b.file('docs/b.txt').exists();
    expect(exists).toBe(false);
    await expect(b.file('docs/b.txt').delete()).rejects.toMatchObject({ code: 404 });
  });

  it('gives getDownloadURL a token URL that serves the bytes to anyone', async () => {
    const file = bucket().file('avatars/public.png');
    await file.save(image, { resumable: false, contentType: 'image/png' });
    const url = await getDownloadURL(file);
    expect(url).toMatch(
      new RegExp(`^${server.storageUrl}/v0/b/${bucketName}/o/avatars%2Fpublic\\.png\\?alt=media&token=`),
    );
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await response.arrayBuffer()).equals(image)).toBe(true);
    // Without the token, an end user is judged by the (deny-all) rules.
    expect((await fetch(url.replace(/&token=.*$/, ''))).status).toBe(403);
    // The token is now part of the object's metadata, as GCS shows it.
    const [metadata] = await file.getMetadata();
    expect(url).toContain(String(metadata.metadata?.firebaseStorageDownloadTokens));
  });

  it('serves Range requests and conditional GETs with the right headers', async () => {
    const file = bucket().file('range.bin');
    const bytes = Buffer.from('0123456789');
    await file.save(bytes, {
      resumable: false,
      contentType: 'application/octet-stream',
      metadata: { cacheControl: 'no-store' },
    });
    const [part] = await file.download({ start: 2, end: 5 });
    expect(part.toString()).toBe('2345');

    const url = `${server.storageUrl}/b/${bucketName}/o/range.bin?alt=media`;
    const full = await fetch(url);
    expect(full.headers.get('content-length')).toBe('10');
    expect(full.headers.get('cache-control')).toBe('no-store');
    const etag = full.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const ranged = await fetch(url, { headers: { range: 'bytes=-3' } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe('bytes 7-9/10');
    expect(await ranged.text()).toBe('789');
    const unsatisfiable = await fetch(url, { headers: { range: 'bytes=50-' } });
    expect(unsatisfiable.status).toBe(416);
    const notModified = await fetch(url, { headers: { 'if-none-match': etag ?? '' } });
    expect(notModified.status).toBe(304);
  });
});
