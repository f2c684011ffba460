import type { AddressInfo } from 'node:net';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { clientAddress, trustedProxyHops } from '../src/lib/client-address';

/** What the app reads as the client's address for a given X-Forwarded-For, with `hops` trusted. */
async function addressSeen(hops: number, forwardedFor?: string): Promise<string> {
  const app = express();
  app.set('trust proxy', hops);
  app.get('/', (req, res) => {
    res.send(clientAddress(req));
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  try {
    const port = (server.address() as AddressInfo).port;
    const response = await fetch(`http://127.0.0.1:${port}/`, {
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    });
    return await response.text();
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('the client address behind Hosting and Google front end', () => {
  it('trusts two hops in production unless configured otherwise', () => {
    expect(trustedProxyHops({})).toBe(2);
    expect(trustedProxyHops({ TRUSTED_PROXY_HOPS: '1' })).toBe(1);
    expect(trustedProxyHops({ TRUSTED_PROXY_HOPS: 'many' })).toBe(2);
  });

  it('reads the entry the Hosting edge appended, whatever the client wrote before it', async () => {
    const edge = '35.191.0.1';
    for (const spoofed of ['1.1.1.1', '9.9.9.9, 8.8.8.8', 'not-an-address']) {
      expect(await addressSeen(2, `${spoofed}, 203.0.113.9, ${edge}`)).toBe('203.0.113.9');
    }
  });

  it('falls back to the connection when nothing was forwarded', async () => {
    expect(await addressSeen(2)).toBe('127.0.0.1');
  });
});
