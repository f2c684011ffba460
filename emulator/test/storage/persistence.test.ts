import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createStorageEmulator } from '../../src/storage/index.js';
import { startTestEmulator } from '../support/harness.js';
import { makePng } from './support/png.js';
import { rawRequest } from './support/raw-http.js';

type Harness = Awaited<ReturnType<typeof startTestEmulator>>;

describe('export and import', () => {
  let dir: string;
  let servers: Harness[];

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'storage-export-'));
    servers = [];
  });

  afterEach(async () => {
    await Promise.all(servers.map((server) => server.close()));
    await rm(dir, { recursive: true, force: true });
  });

  const start = async (options: Parameters<typeof startTestEmulator>[0] = {}) => {
    const server = await startTestEmulator(options);
    servers.push(server);
    return server;
  };

  const upload = async (server: Harness, name: string, data: Buffer, contentType: string) => {
    const response = await rawRequest(
      `${server.storageUrl}/v0/b/bkt.appspot.com/o?name=${encodeURIComponent(name)}`,
      {
        method: 'POST',
        headers: { authorization: 'Firebase owner', 'content-type': contentType },
        body: data,
      },
    );
    expect(response.status).toBe(200);
    return JSON.parse(response.body) as Record<string, string>;
  };

  it('round-trips bytes and metadata (tokens included) through a readable folder', async () => {
    const first = await start();
    const image = makePng(300, 300, { noise: true });
    const uploaded = await upload(first, 'users/u1/avatar.png', image, 'image/png');
    await upload(first, 'copy.png', image, 'image/png');
    await upload(first, 'notes/a.txt', Buffer.from('hello'), 'text/plain');
    await first.storageEmulator.exportTo(dir);

    const index = JSON.parse(await readFile(path.join(dir, 'storage', 'objects.json'), 'utf8')) as {
      objects: { name: string; contentType: string; blob: string }[];
    };
    expect(index.objects.map((o) => o.name)).toEqual(['copy.png', 'notes/a.txt', 'users/u1/avatar.png']);
    expect(index.objects[2]?.contentType).toBe('image/png');
    // Identical bytes share one blob.
    expect(await readdir(path.join(dir, 'storage', 'blobs'))).toHaveLength(2);

    const second = await start({ importDir: dir });
    const metadata = await fetch(`${second.storageUrl}/v0/b/bkt.appspot.com/o/users%2Fu1%2Favatar.png`, {
      headers: { authorization: 'Firebase owner' },
    });
    const restored = (await metadata.json()) as Record<string, string>;
    expect(restored).toMatchObject({
      downloadTokens: uploaded.downloadTokens,
      md5Hash: uploaded.md5Hash,
      generation: uploaded.generation,
      timeCreated: uploaded.timeCreated,
    });
    const download = await fetch(
      `${second.storageUrl}/v0/b/bkt.appspot.com/o/users%2Fu1%2Favatar.png?alt=media&token=${uploaded.downloadTokens}`,
    );
    expect(Buffer.from(await download.arrayBuffer()).equals(image)).toBe(true);
  });

  it('an export replaces the previous one, and importing replaces what is in memory', async () => {
    const server = await start();
    await upload(server, 'old.txt', Buffer.from('old'), 'text/plain');
    await server.storageEmulator.exportTo(dir);
    server.storageEmulator.clear();
    await upload(server, 'new.txt', Buffer.from('new'), 'text/plain');
    await server.storageEmulator.exportTo(dir);
    const entries = await readdir(dir);
    expect(entries).toEqual(['storage']); // no staging folder left behind

    await upload(server, 'unsaved.txt', Buffer.from('x'), 'text/plain');
    await server.storageEmulator.importFrom(dir);
    const listing = (await (await fetch(`${server.storageUrl}/b/bkt.appspot.com/o`)).json()) as {
      items: { name: string }[];
    };
    expect(listing.items.map((item) => item.name)).toEqual(['new.txt']);
  });

  it('importing a folder with no export starts empty; a corrupt export changes nothing', async () => {
    const emulator = createStorageEmulator({ projectId: 'demo-x' });
    await emulator.importFrom(path.join(dir, 'missing'));

    const server = await start();
    await upload(server, 'keep.txt', Buffer.from('keep'), 'text/plain');
    await server.storageEmulator.exportTo(dir);
    const index = path.join(dir, 'storage', 'objects.json');
    const [blob] = await readdir(path.join(dir, 'storage', 'blobs'));
    await writeFile(path.join(dir, 'storage', 'blobs', blob ?? ''), 'tampered');
    await upload(server, 'live.txt', Buffer.from('live'), 'text/plain');
    await expect(server.storageEmulator.importFrom(dir)).rejects.toThrow(/md5Hash/);
    const listing = (await (await fetch(`${server.storageUrl}/b/bkt.appspot.com/o`)).json()) as {
      items: { name: string }[];
    };
    expect(listing.items.map((item) => item.name)).toEqual(['keep.txt', 'live.txt']);
    await writeFile(index, '{"format":"something-else"}');
    await expect(server.storageEmulator.importFrom(dir)).rejects.toThrow(/not a Storage emulator export/);
  });
});
