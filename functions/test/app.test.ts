import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';

let baseUrl = '';
let close: () => Promise<void> = async () => {};

beforeAll(async () => {
  const server = createApp().listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise((resolve) => server.close(() => resolve()));
});

afterAll(() => close());

describe('api app', () => {
  it('answers /api/health with the success envelope', async () => {
    const res = await fetch(`${baseUrl}/api/health`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { success: boolean; data: { status: string } };
    expect(body.success).toBe(true);
    expect(body.data.status).toBe('ok');
  });

  it('answers an unknown endpoint with 404 in the error envelope', async () => {
    const res = await fetch(`${baseUrl}/api/nowhere`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ success: false, message: 'No such endpoint: GET /api/nowhere' });
  });

  it('answers malformed JSON with 400 and a clear message', async () => {
    const res = await fetch(`${baseUrl}/api/health`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email": ',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ success: false, message: 'Request body is not valid JSON' });
  });

  it('answers an oversized body with 413', async () => {
    const res = await fetch(`${baseUrl}/api/health`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'x'.repeat(200_000) }),
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { success: boolean }).success).toBe(false);
  });
});
