// Firebase's Auth emulator takes about 4 CPU-seconds to start (it compiles its API description), and eight
// service test files need one. Each file runs in a process of its own, so the run's global setup keeps them
// instead: one per project, started when a file first asks for it, shared by the files that come after.
// A project per worker slot (VITEST_POOL_ID): files of one slot run one after another and empty its
// accounts before each test; files of two slots never share one.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
import { startAuthEmulator } from './auth-emulator';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Answers `GET /?project=<id>` with the host of that project's Auth emulator. */
    authEmulators: string;
  }
}

export default async function setup(project: TestProject) {
  const started = new Map<string, ReturnType<typeof startAuthEmulator>>();
  const broker = createServer((request, response) => {
    const projectId = new URL(request.url ?? '/', 'http://localhost').searchParams.get('project') ?? '';
    if (!/^demo-[a-z0-9-]+$/.test(projectId)) {
      response.writeHead(400).end('Ask for ?project=demo-…');
      return;
    }
    let emulator = started.get(projectId);
    if (!emulator) {
      emulator = startAuthEmulator(projectId);
      started.set(projectId, emulator);
    }
    emulator.then(
      ({ host }) => response.end(host),
      (error: unknown) => response.writeHead(500).end(String(error)),
    );
  });
  await new Promise<void>((listening) => broker.listen(0, '127.0.0.1', listening));
  project.provide('authEmulators', `http://127.0.0.1:${(broker.address() as AddressInfo).port}`);
  return async () => {
    broker.close();
    for (const emulator of started.values()) await (await emulator).close();
  };
}
