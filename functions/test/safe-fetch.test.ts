// The busy calendar's fetch refuses what a server must not reach. Nothing here leaves the machine: names
// resolve through an injected resolver, and the one server is this test's own https server on loopback,
// trusted only through the policy's test host (as on the local stack).
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { busyCalendarTexts } from '@appointments/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selfSignedCertificate } from '../../scripts/lib/test-certificate';
import { isPublicAddress } from '../src/busy-calendar/address-policy';
import { CalendarFetchError, type FetchPolicy, fetchCalendarText } from '../src/busy-calendar/safe-fetch';

const t = busyCalendarTexts.fetchErrors;
const TEST_HOST = 'calendar.test';
const certificate = selfSignedCertificate(TEST_HOST);
const requests: string[] = [];
let bytesSent = 0;
let server: Server;
let port = 0;

const DNS: Record<string, string[]> = {
  [TEST_HOST]: ['127.0.0.1'],
  'intranet.example': ['10.0.0.1'],
  'mixed.example': ['93.184.216.34', '192.168.1.5'],
  'metadata.example': ['169.254.169.254'],
};
const resolved: string[] = [];

/** The production rules, with one named loopback host the test serves (the local stack's setting does the same). */
const policy: FetchPolicy = {
  resolve: async (hostname) => {
    resolved.push(hostname);
    const answer = DNS[hostname];
    if (!answer) throw new Error('ENOTFOUND');
    return answer;
  },
  allows: (hostname, address) =>
    isPublicAddress(address) || (hostname === TEST_HOST && address === '127.0.0.1'),
  caFor: (hostname) => (hostname === TEST_HOST ? certificate.cert : undefined),
};

const FIVE_MB = 5 * 1024 * 1024;

beforeAll(async () => {
  server = createServer({ cert: certificate.cert, key: certificate.key }, (req, res) => {
    requests.push(req.url ?? '');
    if (req.url === '/ok.ics') {
      res.writeHead(200, { 'content-type': 'text/calendar' }).end('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
    } else if (req.url === '/to-private') {
      res.writeHead(302, { location: 'https://10.0.0.1/calendar.ics' }).end();
    } else if (req.url === '/to-intranet') {
      res.writeHead(302, { location: 'https://intranet.example/calendar.ics' }).end();
    } else if (req.url === '/huge-declared') {
      res.writeHead(200, { 'content-length': String(FIVE_MB) });
      res.flushHeaders();
      // Headers only: a body read at all would hang until the timeout.
    } else if (req.url === '/huge-streamed') {
      res.writeHead(200, { 'content-type': 'text/calendar' });
      const chunk = Buffer.alloc(64 * 1024, 'x');
      const pump = () => {
        while (bytesSent < FIVE_MB) {
          bytesSent += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
        res.end();
      };
      res.on('close', () => undefined);
      pump();
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function refusal(address: string, options: Partial<FetchPolicy> = {}): Promise<string> {
  try {
    await fetchCalendarText(address, { ...policy, ...options });
  } catch (error) {
    if (error instanceof CalendarFetchError) return error.message;
    throw error;
  }
  throw new Error(`${address} was fetched`);
}

describe('fetching a teacher calendar safely', () => {
  it('reads a calendar from an allowed https host', async () => {
    expect(await fetchCalendarText(`https://${TEST_HOST}:${port}/ok.ics`, policy)).toContain(
      'BEGIN:VCALENDAR',
    );
  });

  it('refuses http, loopback, metadata and private answers before any connection', async () => {
    const before = requests.length;
    resolved.length = 0;
    expect(await refusal(`http://${TEST_HOST}:${port}/ok.ics`)).toBe(t.httpsOnly);
    expect(await refusal(`https://127.0.0.1:${port}/ok.ics`)).toBe(t.privateAddress);
    expect(await refusal(`https://[::1]:${port}/ok.ics`)).toBe(t.privateAddress);
    expect(await refusal('https://169.254.169.254/computeMetadata/v1/')).toBe(t.privateAddress);
    expect(await refusal('https://[::ffff:169.254.169.254]/')).toBe(t.privateAddress);
    expect(await refusal('https://intranet.example/calendar.ics')).toBe(t.privateAddress);
    expect(await refusal('https://metadata.example/')).toBe(t.privateAddress);
    // One private answer among public ones is enough to refuse.
    expect(await refusal('https://mixed.example/calendar.ics')).toBe(t.privateAddress);
    expect(await refusal('https://nowhere.example/')).toBe(t.unknownHost);
    expect(await refusal('not a url')).toBe(t.invalidAddress);
    // IP literals never reach the resolver; http never reaches anything.
    expect(resolved).toEqual(['intranet.example', 'metadata.example', 'mixed.example', 'nowhere.example']);
    expect(requests.length).toBe(before);
  });

  it('checks every redirect again', async () => {
    const before = requests.length;
    resolved.length = 0;
    expect(await refusal(`https://${TEST_HOST}:${port}/to-private`)).toBe(t.privateAddress);
    expect(await refusal(`https://${TEST_HOST}:${port}/to-intranet`)).toBe(t.privateAddress);
    expect(requests.slice(before)).toEqual(['/to-private', '/to-intranet']);
    expect(resolved).toEqual([TEST_HOST, TEST_HOST, 'intranet.example']);
  });

  it('refuses a body over 2 MB without reading past the limit', async () => {
    expect(await refusal(`https://${TEST_HOST}:${port}/huge-declared`)).toBe(t.tooLarge);
    expect(await refusal(`https://${TEST_HOST}:${port}/huge-streamed`)).toBe(t.tooLarge);
    // The server stopped well short of 5 MB: the reader hung up at the limit (plus what was in flight).
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(bytesSent).toBeLessThan(FIVE_MB);
  });

  it('gives up after the time limit', async () => {
    expect(
      await refusal(`https://${TEST_HOST}:${port}/huge-declared`, { maxBytes: FIVE_MB * 2, timeoutMs: 300 }),
    ).toBe(t.timeout);
  });

  it('does not trust the test certificate for any other use', async () => {
    // The same loopback server under its own name, but without the test host's CA: the TLS check fails.
    expect(await refusal(`https://${TEST_HOST}:${port}/ok.ics`, { caFor: () => undefined })).toBe(
      t.unreachable,
    );
  });
});
