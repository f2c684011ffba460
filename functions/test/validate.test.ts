import type { AddressInfo } from 'node:net';
import { loginSchema } from '@appointments/domain';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandler } from '../src/middleware/error-handler';
import { validateBody } from '../src/middleware/validate';

let baseUrl = '';
let close: () => Promise<void> = async () => {};

beforeAll(async () => {
  const app = express();
  app.use(express.json());
  app.post('/login', validateBody(loginSchema), (req, res) => {
    res.json({ success: true, data: req.body });
  });
  app.use(errorHandler);
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise((resolve) => server.close(() => resolve()));
});

afterAll(() => close());

const postLogin = (body: unknown) =>
  fetch(`${baseUrl}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('validateBody', () => {
  it('answers 400 with the shared schema messages per field', async () => {
    const res = await postLogin({ email: 'not-an-email', password: '' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      success: false,
      message: 'Please enter a valid email',
      errors: { email: 'Please enter a valid email', password: 'Password is required' },
    });
  });

  it('answers 400 for a body of the wrong type', async () => {
    const res = await postLogin(['email']);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { success: boolean }).success).toBe(false);
  });

  it('passes the parsed body (trimmed, lowercased email) to the handler', async () => {
    const res = await postLogin({ email: '  Student@College.EDU ', password: 'secret' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      success: true,
      data: { email: 'student@college.edu', password: 'secret' },
    });
  });
});
