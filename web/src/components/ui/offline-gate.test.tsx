import { formatTime, LOCAL_STORAGE_KEYS, offlineTexts } from '@appointments/domain';
import { Button, ChakraProvider } from '@chakra-ui/react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/lib/session/session-store';
import { appSystem } from '../../../test/render';
import { OfflineGate, type OfflineMode } from './offline-gate';

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

const renderGate = (mode: OfflineMode) =>
  render(
    <ChakraProvider value={appSystem}>
      <OfflineGate mode={mode}>
        <Button>Book Appointment</Button>
      </OfflineGate>
    </ChakraProvider>,
  );

beforeEach(() => {
  useSessionStore.getState().signIn({ token: 'token', role: 'student', user: null });
});

afterEach(() => {
  vi.restoreAllMocks();
  useSessionStore.getState().clear();
  localStorage.clear();
});

describe('OfflineGate', () => {
  it('online: no banner, the actions on', () => {
    renderGate('actions');
    expect(screen.queryByText(offlineTexts.actionsOff)).toBeNull();
    expect(screen.getByRole('button', { name: 'Book Appointment' })).toBeEnabled();
  });

  it('offline: the banner with the time of the last live data, and the actions off with the reason', async () => {
    renderGate('actions');
    setOnline(false);
    // Going offline wrote down when the data on screen was last live; the banner says that time.
    const lastLive = new Date(Number(localStorage.getItem(LOCAL_STORAGE_KEYS.lastLiveAt)));
    expect(await screen.findByText(offlineTexts.banner(formatTime(lastLive)))).toBeVisible();
    const button = screen.getByRole('button', { name: 'Book Appointment' });
    expect(button).toBeDisabled();
    expect(await screen.findByText(offlineTexts.actionsOff)).toBeVisible();

    setOnline(true);
    expect(screen.queryByText(offlineTexts.actionsOff)).toBeNull();
    expect(screen.getByRole('button', { name: 'Book Appointment' })).toBeEnabled();
  });

  it('writes no last-live time once the session is gone (after a logout)', () => {
    useSessionStore.getState().clear();
    localStorage.clear();
    renderGate('actions');
    setOnline(false);
    setOnline(true);
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.lastLiveAt)).toBeNull();
  });

  it('offline on Messages: the banner says messages wait, and sending stays on', async () => {
    renderGate('queue');
    setOnline(false);
    expect(await screen.findByText(offlineTexts.messagesQueue)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Book Appointment' })).toBeEnabled();
  });
});
