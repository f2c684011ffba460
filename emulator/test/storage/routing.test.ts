import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorageEmulator, type StorageEmulator } from '../../src/storage/index.js';

/** Mounts the emulator the way the combined server will: Storage first, anything else falls through. */
describe('createStorageEmulator().handle as a mountable handler', () => {
  let emulator: StorageEmulator;
  let server: http.Server;
  let base: string;

  beforeAll(async () => {
    emulator = createStorageEmulator({ projectId: 'demo-routing' });
    server = http.createServer(async (req, res) => {
      if (!(await emulator.handle(req, res))) res.writeHead(418).end('not storage');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('leaves Firestore and unknown paths to the caller', async () => {
    for (const path of [
      '/v1/projects/p/databases/(default)/documents',
      '/emulator/v1/projects/p:securityRules',
      '/',
    ]) {
      const response = await fetch(`${base}${path}`);
      expect(response.status, path).toBe(418);
    }
  });

  it('answers CORS preflights and exposes the resumable-upload headers', async () => {
    const response = await fetch(`${base}/v0/b/bkt/o?name=x`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:5000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'x-goog-upload-command,authorization',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5000');
    expect(response.headers.get('access-control-allow-headers')).toBe('x-goog-upload-command,authorization');
    expect(response.headers.get('access-control-expose-headers')).toContain('X-Goog-Upload-URL');
  });

  it('answers unknown Storage routes and methods with JSON errors', async () => {
    const unknown = await fetch(`${base}/upload/storage/v1/something`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: { code: 404 } });
    const wrongMethod = await fetch(`${base}/v0/b/bkt/o`, { method: 'PUT' });
    expect(wrongMethod.status).toBe(405);
  });

  it('clear() and POST /internal/reset drop every object', async () => {
    const upload = () =>
      fetch(`${base}/upload/storage/v1/b/bkt/o?uploadType=media&name=a.txt`, { method: 'POST', body: 'a' });
    const count = async () =>
      ((await (await fetch(`${base}/b/bkt/o`)).json()) as { items: unknown[] }).items.length;
    await upload();
    expect(await count()).toBe(1);
    emulator.clear();
    expect(await count()).toBe(0);
    await upload();
    expect((await fetch(`${base}/internal/reset`, { method: 'POST' })).status).toBe(200);
    expect(await count()).toBe(0);
  });
});
