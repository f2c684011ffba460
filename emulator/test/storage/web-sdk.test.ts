import { createHash } from 'node:crypto';
import { deleteApp, type FirebaseApp, initializeApp } from 'firebase/app';
import {
  connectStorageEmulator,
  deleteObject,
  type FirebaseStorage,
  getBytes,
  getDownloadURL,
  getMetadata,
  getStorage,
  list,
  listAll,
  ref,
  updateMetadata,
  uploadBytes,
  uploadBytesResumable,
} from 'firebase/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StorageAuthorizationRequest } from '../../src/storage/index.js';
import { mockIdToken, startTestEmulator, uniqueProjectId } from '../support/harness.js';
import { makePng } from './support/png.js';

type Harness = Awaited<ReturnType<typeof startTestEmulator>>;

describe('firebase/storage web SDK in Node (Firebase API /v0)', () => {
  let server: Harness;
  let app: FirebaseApp;
  let storage: FirebaseStorage;
  const projectId = uniqueProjectId();
  const bucket = `${projectId}.appspot.com`;
  const seen: StorageAuthorizationRequest[] = [];

  beforeAll(async () => {
    server = await startTestEmulator({
      projectId,
      storageAuthorizer: {
        authorize: (request) => {
          seen.push(request);
          if (request.path.includes('/forbidden/')) return { allowed: false, message: 'Rule says no.' };
          const size = request.requestResource?.size ?? 0;
          if (request.method === 'create' && request.path.includes('/small/') && size > 1000) {
            return { allowed: false };
          }
          return { allowed: true };
        },
      },
    });
    app = initializeApp({ projectId, apiKey: 'fake-key', storageBucket: bucket }, `web-${projectId}`);
    storage = getStorage(app);
    connectStorageEmulator(storage, '127.0.0.1', server.storagePort, {
      mockUserToken: mockIdToken('alice', { role: 'student' }),
    });
  });

  afterAll(async () => {
    await deleteApp(app);
    await server.close();
  });

  it('uploads (multipart), returns metadata, and hands out a working download URL', async () => {
    const image = makePng(64, 64);
    const result = await uploadBytes(ref(storage, 'users/alice/avatar.png'), image, {
      contentType: 'image/png',
      customMetadata: { purpose: 'avatar' },
    });
    expect(result.metadata.fullPath).toBe('users/alice/avatar.png');
    expect(result.metadata.size).toBe(image.length);
    expect(result.metadata.contentType).toBe('image/png');
    expect(result.metadata.customMetadata).toEqual({ purpose: 'avatar' });

    const create = seen.find((r) => r.method === 'create' && r.path.endsWith('avatar.png'));
    expect(create?.auth?.uid).toBe('alice');
    expect(create?.auth?.token.role).toBe('student');
    expect(create?.path).toBe(`/b/${bucket}/o/users/alice/avatar.png`);
    expect(create?.requestResource).toMatchObject({
      size: image.length,
      contentType: 'image/png',
      metadata: { purpose: 'avatar' },
    });
    expect(create?.resource).toBeNull();

    const url = await getDownloadURL(ref(storage, 'users/alice/avatar.png'));
    const response = await fetch(url); // no Authorization: the token alone grants access
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-length')).toBe(String(image.length));
    expect(Buffer.from(await response.arrayBuffer()).equals(image)).toBe(true);
  });

  it('uploads a 2 MB file resumably in chunks', async () => {
    const image = makePng(820, 820, { noise: true });
    const task = uploadBytesResumable(ref(storage, 'users/alice/big.png'), image, {
      contentType: 'image/png',
    });
    const progress: number[] = [];
    task.on('state_changed', (snapshot) => progress.push(snapshot.bytesTransferred));
    const snapshot = await task;
    expect(snapshot.metadata.size).toBe(image.length);
    expect(progress.length).toBeGreaterThan(1);
    const bytes = await getBytes(ref(storage, 'users/alice/big.png'));
    expect(Buffer.from(bytes).equals(image)).toBe(true);
  });

  it('gets and updates metadata; an update sees the stored resource', async () => {
    const path = 'users/alice/notes.txt';
    await uploadBytes(ref(storage, path), new TextEncoder().encode('hello'), { contentType: 'text/plain' });
    const updated = await updateMetadata(ref(storage, path), {
      cacheControl: 'public, max-age=300',
      customMetadata: { reviewed: 'yes' },
    });
    expect(updated.cacheControl).toBe('public, max-age=300');
    expect(updated.customMetadata).toEqual({ reviewed: 'yes' });
    const update = seen.findLast((r) => r.method === 'update');
    expect(update?.resource?.contentType).toBe('text/plain');
    expect(update?.requestResource?.metadata).toEqual({ reviewed: 'yes' });

    const fetched = await getMetadata(ref(storage, path));
    expect(fetched.customMetadata).toEqual({ reviewed: 'yes' });
    expect(fetched.md5Hash).toBe(createHash('md5').update('hello').digest('base64'));
  });

  it('serves a ranged read through getBytes(maxDownloadSizeBytes)', async () => {
    const path = 'users/alice/range.txt';
    await uploadBytes(ref(storage, path), new TextEncoder().encode('abcdefghij'));
    const bytes = await getBytes(ref(storage, path), 4);
    expect(new TextDecoder().decode(bytes)).toBe('abcd');
  });

  it('lists with prefix and delimiter, pages, and deletes', async () => {
    for (const name of ['a.txt', 'b.txt', 'c.txt', 'deep/d.txt']) {
      await uploadBytes(ref(storage, `listing/${name}`), new TextEncoder().encode(name));
    }
    const all = await listAll(ref(storage, 'listing'));
    expect(all.items.map((item) => item.fullPath)).toEqual([
      'listing/a.txt',
      'listing/b.txt',
      'listing/c.txt',
    ]);
    expect(all.prefixes.map((prefix) => prefix.fullPath)).toEqual(['listing/deep']);

    const first = await list(ref(storage, 'listing'), { maxResults: 2 });
    expect(first.items.map((item) => item.name)).toEqual(['a.txt', 'b.txt']);
    const second = await list(ref(storage, 'listing'), {
      maxResults: 2,
      pageToken: first.nextPageToken ?? '',
    });
    expect(second.items.map((item) => item.name)).toEqual(['c.txt']);
    expect(second.prefixes.map((prefix) => prefix.name)).toEqual(['deep']);
    expect(second.nextPageToken).toBeUndefined();

    await deleteObject(ref(storage, 'listing/a.txt'));
    await expect(getMetadata(ref(storage, 'listing/a.txt'))).rejects.toMatchObject({
      code: 'storage/object-not-found',
    });
    expect(seen.some((r) => r.method === 'delete' && r.resource?.name === 'listing/a.txt')).toBe(true);
    expect(seen.some((r) => r.method === 'list' && r.path === `/b/${bucket}/o/listing`)).toBe(true);
  });

  it('answers a denied request with 403 and the Firebase error JSON', async () => {
    await expect(uploadBytes(ref(storage, 'forbidden/x.txt'), new Uint8Array([1]))).rejects.toMatchObject({
      code: 'storage/unauthorized',
    });
    await expect(uploadBytes(ref(storage, 'small/big.bin'), new Uint8Array(2000))).rejects.toMatchObject({
      code: 'storage/unauthorized',
    });
    const response = await fetch(`${server.storageUrl}/v0/b/${bucket}/o/forbidden%2Fx.txt`);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: { code: 403, message: 'Permission denied. No READ permission. Rule says no.' },
    });
  });

  it('does not let a wrong download token bypass rules', async () => {
    const path = 'forbidden/secret.txt';
    const upload = await fetch(`${server.storageUrl}/v0/b/${bucket}/o?name=${encodeURIComponent(path)}`, {
      method: 'POST',
      headers: { authorization: 'Firebase owner', 'content-type': 'text/plain' },
      body: 'secret',
    });
    expect(upload.status).toBe(200);
    const { downloadTokens } = (await upload.json()) as { downloadTokens: string };
    const base = `${server.storageUrl}/v0/b/${bucket}/o/${encodeURIComponent(path)}?alt=media`;
    expect((await fetch(`${base}&token=wrong`)).status).toBe(403);
    const good = await fetch(`${base}&token=${downloadTokens}`);
    expect(good.status).toBe(200);
    expect(await good.text()).toBe('secret');
  });
});
