import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type BodyLimit,
  BodyTooLargeError,
  InvalidJsonError,
  parseJsonBody,
  readBody,
} from '../../src/http/body.js';
import { corsHeaders, FIRESTORE_CORS } from '../../src/http/cors.js';
import { sendJson } from '../../src/http/respond.js';

interface Outcome {
  readonly body?: string;
  readonly error?: unknown;
  /** Whether the whole request had arrived when the reader settled. */
  readonly complete: boolean;
}

const servers: http.Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** A server that reads each request with `limit` and answers 200 or 413, reporting how the read ended. */
async function serveWith(limit: BodyLimit): Promise<{ port: number; outcomes: Outcome[] }> {
  const outcomes: Outcome[] = [];
  const server = http.createServer((req, res) => {
    readBody(req, limit).then(
      (body) => {
        outcomes.push({ body: body.toString('utf8'), complete: req.complete });
        sendJson(req, res, 200, { size: body.length });
      },
      (error: unknown) => {
        outcomes.push({ error, complete: req.complete });
        if (!res.destroyed)
          sendJson(req, res, 413, { error: 'too large' }, { headers: { connection: 'close' } });
      },
    );
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, outcomes };
}

/** Sends `chunks` (chunked, no Content-Length) with a pause between them; resolves with the status or the error. */
function sendChunks(port: number, chunks: readonly string[], pauseMs = 100): Promise<number | Error> {
  return new Promise((resolve) => {
    const req = http.request({ port, host: '127.0.0.1', method: 'POST', path: '/' }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', (error) => resolve(error));
    let i = 0;
    const next = () => {
      const chunk = chunks[i++];
      if (chunk === undefined) req.end();
      else {
        req.write(chunk);
        setTimeout(next, pauseMs);
      }
    };
    next();
  });
}

describe('readBody', () => {
  it('answers the whole body when it is within the limit', async () => {
    const { port, outcomes } = await serveWith({ maxBytes: 10 });
    expect(await sendChunks(port, ['hello', 'world'])).toBe(200);
    expect(outcomes).toEqual([{ body: 'helloworld', complete: true }]);
  });

  it('refuses at once (by Content-Length, before reading) and the client still gets the 413', async () => {
    const { port, outcomes } = await serveWith({ maxBytes: 10 });
    const response = await fetch(`http://127.0.0.1:${port}/`, { method: 'POST', body: 'x'.repeat(11) });
    expect(response.status).toBe(413);
    expect(outcomes[0]?.error).toBeInstanceOf(BodyTooLargeError);
    expect(outcomes[0]?.error).toMatchObject({ limit: 10 });
  });

  it('refuses a streamed body as soon as it crosses the limit with refuse: at-once', async () => {
    const { port, outcomes } = await serveWith({ maxBytes: 10 });
    expect(await sendChunks(port, ['x'.repeat(11), 'more'])).toBe(413);
    expect(outcomes).toHaveLength(1);
    expect(outcomes[0]).toMatchObject({ error: expect.any(BodyTooLargeError), complete: false });
  });

  it('with refuse: at-end, drops the rest and refuses once the body has ended', async () => {
    const { port, outcomes } = await serveWith({ maxBytes: 10, refuse: 'at-end' });
    expect(await sendChunks(port, ['x'.repeat(11), 'more'])).toBe(413);
    expect(outcomes).toEqual([{ error: expect.any(BodyTooLargeError), complete: true }]);
  });

  it('cuts the connection past maxDrainBytes instead of draining', async () => {
    const { port, outcomes } = await serveWith({ maxBytes: 10, maxDrainBytes: 0 });
    const result = await sendChunks(port, ['x'.repeat(11), 'more', 'more']);
    expect(result).toBeInstanceOf(Error);
    expect(outcomes[0]?.error).toBeInstanceOf(BodyTooLargeError);
  });
});

describe('parseJsonBody', () => {
  it('reads a blank body as {} and refuses malformed JSON with the parser message', () => {
    expect(parseJsonBody(Buffer.from('  \n'))).toEqual({});
    expect(parseJsonBody('{"a":[1]}')).toEqual({ a: [1] });
    expect(() => parseJsonBody('{"a":')).toThrow(InvalidJsonError);
  });
});

describe('corsHeaders', () => {
  it("echoes the caller's origin and requested headers, with the policy's methods and exposed headers", () => {
    const req = {
      headers: { origin: 'http://app.test', 'access-control-request-headers': 'x-goog-upload-protocol' },
    } as http.IncomingMessage;
    expect(corsHeaders(req)).toEqual({
      'access-control-allow-origin': 'http://app.test',
      'access-control-allow-credentials': 'true',
      'access-control-allow-methods': FIRESTORE_CORS.methods,
      'access-control-allow-headers': 'x-goog-upload-protocol',
      'access-control-expose-headers': 'X-HTTP-Session-Id',
      vary: 'Origin',
    });
    expect(
      corsHeaders({ headers: {} } as http.IncomingMessage, {
        methods: 'GET',
        exposeHeaders: [],
        maxAgeSeconds: 60,
      }),
    ).toMatchObject({ 'access-control-allow-origin': '*', 'access-control-max-age': '60' });
  });
});
