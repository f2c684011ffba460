import { createServer } from 'node:http';
import { describe, expect, it } from 'vitest';
import { freePort } from './free-port';
import { startService } from './service';
import { waitForService } from './wait';

const node = process.execPath;

describe('waitForService', () => {
  it('fails as soon as the service exits before answering, quoting its last lines', async () => {
    const port = await freePort();
    const service = startService(
      'short-lived',
      node,
      [
        '-e',
        "console.log('starting'); console.error('Port 9299 is not open, could not start'); process.exit(3)",
      ],
      { log: () => undefined },
    );
    const started = Date.now();
    const failure = await waitForService(service, 'the app', `http://127.0.0.1:${port}/health`, 60_000).catch(
      (error: unknown) => error as Error,
    );
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toContain('short-lived exited (code 3) before the app answered');
    expect((failure as Error).message).toContain('Port 9299 is not open, could not start');
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('resolves once the service answers, and a later exit changes nothing', async () => {
    const port = await freePort();
    const script = `require('node:http').createServer((q, s) => s.end('ok')).listen(${port}, '127.0.0.1')`;
    const service = startService('answering', node, ['-e', script], { log: () => undefined });
    await expect(
      waitForService(service, 'the app', `http://127.0.0.1:${port}/`, 30_000),
    ).resolves.toBeUndefined();
    await service.stop();
    expect(await service.exited).toBeNull();
  });

  it('still times out while a live service never answers', async () => {
    const server = createServer((_request, response) => {
      response.statusCode = 503;
      response.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    const service = startService('idle', node, ['-e', 'setInterval(() => {}, 1000)'], {
      log: () => undefined,
    });
    try {
      await expect(waitForService(service, 'the app', `http://127.0.0.1:${port}/`, 800)).rejects.toThrow(
        'the app did not become ready at',
      );
    } finally {
      await service.stop();
      server.close();
    }
  });
});
