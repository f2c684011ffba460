import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiStatus } from './api-status';

function renderStatus() {
  return render(
    <ChakraProvider value={defaultSystem}>
      <ApiStatus />
    </ChakraProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('ApiStatus', () => {
  it('says the service is online when /api/health answers ok', async () => {
    const fetchMock = vi.fn(async () => Response.json({ success: true, data: { status: 'ok' } }));
    vi.stubGlobal('fetch', fetchMock);
    renderStatus();
    expect(await screen.findByText('Service online')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith('/api/health', expect.objectContaining({ method: 'GET' }));
  });

  it('says the service is unavailable when /api answers an error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ success: false, message: 'down' }, { status: 500 })),
    );
    renderStatus();
    expect(await screen.findByText('Service unavailable')).toBeTruthy();
  });
});
