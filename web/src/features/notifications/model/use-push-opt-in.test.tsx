import { pushTexts } from '@appointments/domain';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePushOptIn } from './use-push-opt-in';

// The server and FCM as the hook sees them; the browser's Notification, Push API and service worker stubbed,
// since the test DOM has none of them.
const server = vi.hoisted(() => ({
  config: { enabled: true, vapidKey: 'BKey' as string | null },
  devices: [] as Array<{ _id: string }>,
  registered: [] as unknown[],
  removed: [] as string[],
  token: 'fcm-token' as string | null,
}));

vi.mock('../api/push-devices', () => ({
  fetchPushConfig: async () => server.config,
  listPushDevices: async () => server.devices,
  registerPushDevice: async (request: unknown) => {
    server.registered.push(request);
    return { _id: 'device-1', label: '', createdAt: '', registeredAt: '' };
  },
  removePushDevice: async (id: string) => {
    server.removed.push(id);
  },
}));
vi.mock('../api/push-token', () => ({ pushTokenFor: async () => server.token }));

let permission: NotificationPermission = 'default';
let answer: NotificationPermission = 'granted';

beforeEach(() => {
  server.config = { enabled: true, vapidKey: 'BKey' };
  server.devices = [];
  server.registered = [];
  server.removed = [];
  server.token = 'fcm-token';
  permission = 'default';
  answer = 'granted';
  localStorage.clear();
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', {
    get permission() {
      return permission;
    },
    requestPermission: async () => {
      permission = answer;
      return answer;
    },
  });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => undefined },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const settled = async (result: { current: { state: string } }, state: string) =>
  waitFor(() => expect(result.current.state).toBe(state));

describe('usePushOptIn', () => {
  it('offers nothing where the college does not send push', async () => {
    server.config = { enabled: false, vapidKey: null };
    const { result } = renderHook(() => usePushOptIn(true));
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(result.current.state).toBe('hidden');
  });

  it('turns on: permission, token, registration, and this browser remembers its device', async () => {
    const { result } = renderHook(() => usePushOptIn(true));
    await settled(result, 'off');
    act(() => result.current.turnOn());
    await settled(result, 'on');
    expect(server.registered).toEqual([{ token: 'fcm-token', label: expect.any(String) }]);
    expect(localStorage.getItem('pushDeviceId')).toBe('device-1');

    act(() => result.current.turnOff());
    await settled(result, 'off');
    expect(server.removed).toEqual(['device-1']);
    expect(localStorage.getItem('pushDeviceId')).toBeNull();
  });

  it('says why it stayed off: the prompt dismissed, or no token to be had', async () => {
    const { result } = renderHook(() => usePushOptIn(true));
    await settled(result, 'off');
    answer = 'default';
    act(() => result.current.turnOn());
    await waitFor(() => expect(result.current.message).toBe(pushTexts.dismissed));

    answer = 'granted';
    server.token = null;
    act(() => result.current.turnOn());
    await waitFor(() => expect(result.current.message).toBe(pushTexts.noToken));
    expect(result.current.state).toBe('off');
    expect(server.registered).toEqual([]);
  });

  it('is blocked when the browser denies notifications, at once or when asked', async () => {
    permission = 'denied';
    const blocked = renderHook(() => usePushOptIn(true));
    await settled(blocked.result, 'blocked');

    permission = 'default';
    answer = 'denied';
    const asked = renderHook(() => usePushOptIn(true));
    await settled(asked.result, 'off');
    act(() => asked.result.current.turnOn());
    await settled(asked.result, 'blocked');
  });

  it('shows a remembered device as off once the server says it is gone', async () => {
    permission = 'granted';
    localStorage.setItem('pushDeviceId', 'pruned');
    const { result, rerender } = renderHook(({ open }) => usePushOptIn(open), {
      initialProps: { open: false },
    });
    await settled(result, 'on');
    rerender({ open: true });
    await settled(result, 'off');
    expect(localStorage.getItem('pushDeviceId')).toBeNull();
  });
});
