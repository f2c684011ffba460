import type { ApiFailure, ApiSuccess } from '@appointments/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, apiRequest } from './api-client';

function answer(status: number, body: unknown) {
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify(body), { status }));
}

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it("returns the success envelope's data", async () => {
    const body: ApiSuccess<{ id: string }> = { success: true, data: { id: 'a1' }, message: 'Done' };
    answer(201, body);
    await expect(apiRequest('/x', 'fallback')).resolves.toEqual({ id: 'a1' });
  });

  it("throws the failure envelope's message, status and field errors", async () => {
    const body: ApiFailure = {
      success: false,
      message: 'Purpose is required',
      errors: { purpose: 'Required' },
    };
    answer(400, body);
    const error = await apiRequest('/x', 'fallback').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      message: 'Purpose is required',
      status: 400,
      errors: { purpose: 'Required' },
    });
  });

  it('throws the fallback when an error answer is not an envelope', async () => {
    vi.stubGlobal('fetch', async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(apiRequest('/x', 'Could not load')).rejects.toMatchObject({
      message: 'Could not load',
      status: 502,
    });
  });

  it('throws the fallback with status 0 when the network fails', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiRequest('/x', 'Offline')).rejects.toMatchObject({ message: 'Offline', status: 0 });
  });
});
