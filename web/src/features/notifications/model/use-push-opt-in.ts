// The notification panel's web push opt-in for this browser: offered only when the server says the college
// sends push and the browser can take it; on / off / blocked by the browser, with the message of the last
// attempt. The server is asked when the panel opens (the section loads with it) and the page is idle; the device
// list then too, with push on.
import { pushTexts } from '@appointments/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiRequestError } from '@/lib/api-client';
import { fetchPushConfig, listPushDevices, registerPushDevice, removePushDevice } from '../api/push-devices';
import { browserSupportsPush, deviceLabel, storeDeviceId, storedDeviceId } from './push-support';

export type PushState = 'hidden' | 'off' | 'on' | 'blocked';

export interface PushOptIn {
  state: PushState;
  working: boolean;
  /** Why the last attempt did not turn push on (the browser said no, no token could be had, the API failed). */
  message: string | null;
  turnOn(): void;
  turnOff(): void;
}

const errorText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : pushTexts.failed;

/**
 * What this browser is, as far as the server's settings, the browser's permission and this browser's memory say:
 * asked as the panel opens.
 */
async function provisionalState(): Promise<{ state: PushState; vapidKey: string | null }> {
  if (!browserSupportsPush()) return { state: 'hidden', vapidKey: null };
  const config = await fetchPushConfig();
  if (!config.enabled || !config.vapidKey) return { state: 'hidden', vapidKey: null };
  if (Notification.permission === 'denied') return { state: 'blocked', vapidKey: config.vapidKey };
  const on = storedDeviceId() !== null && Notification.permission === 'granted';
  return { state: on ? 'on' : 'off', vapidKey: config.vapidKey };
}

/** Whether the server still has this browser's device: pruned (FCM said its token is gone) or moved, it is off. */
async function stillRegistered(): Promise<boolean> {
  const id = storedDeviceId();
  const on = id !== null && (await listPushDevices()).some((device) => device._id === id);
  if (!on) storeDeviceId(null);
  return on;
}

/** After the page has settled: the bell's own chunk loads after the first paint, and this waits for idle too. */
function whenIdle(run: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(run, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 500);
  return () => clearTimeout(handle);
}

export function usePushOptIn(panelOpen: boolean): PushOptIn {
  const [state, setState] = useState<PushState>('hidden');
  const [working, setWorking] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const vapidKey = useRef<string | null>(null);
  const [known, setKnown] = useState(false);
  const verified = useRef(false);

  useEffect(
    () =>
      whenIdle(() => {
        provisionalState()
          .then((current) => {
            vapidKey.current = current.vapidKey;
            setState(current.state);
          })
          // Push is extra: a failure to ask leaves the panel as it was without it.
          .catch(() => setState('hidden'))
          .finally(() => setKnown(true));
      }),
    [],
  );

  // 'On' as this browser remembers it is checked with the server when the panel first opens.
  useEffect(() => {
    if (!panelOpen || !known || verified.current || state !== 'on') return;
    verified.current = true;
    stillRegistered()
      .then((on) => {
        if (!on) setState('off');
      })
      .catch(() => undefined);
  }, [panelOpen, known, state]);

  const turnOn = useCallback(() => {
    const key = vapidKey.current;
    if (!key) return;
    setWorking(true);
    setMessage(null);
    (async () => {
      const permission = await Notification.requestPermission();
      if (permission === 'denied') {
        setState('blocked');
        return;
      }
      if (permission !== 'granted') {
        setMessage(pushTexts.dismissed);
        return;
      }
      const { pushTokenFor } = await import('../api/push-token');
      const token = await pushTokenFor(key);
      if (!token) {
        setMessage(pushTexts.noToken);
        return;
      }
      const device = await registerPushDevice({ token, label: deviceLabel(navigator.userAgent) });
      storeDeviceId(device._id);
      // Just registered: nothing to check with the server.
      verified.current = true;
      setState('on');
    })()
      .catch((error: unknown) => setMessage(errorText(error)))
      .finally(() => setWorking(false));
  }, []);

  const turnOff = useCallback(() => {
    const id = storedDeviceId();
    setWorking(true);
    setMessage(null);
    (async () => {
      if (id) {
        await removePushDevice(id).catch((error: unknown) => {
          // Already gone on the server: off is what the person wanted.
          if (!(error instanceof ApiRequestError && error.status === 404)) throw error;
        });
      }
      storeDeviceId(null);
      // The browser's own subscription goes too, so nothing can reach it through the old token.
      const registration = await navigator.serviceWorker.getRegistration();
      await (await registration?.pushManager.getSubscription())?.unsubscribe().catch(() => false);
      setState('off');
    })()
      .catch((error: unknown) => setMessage(errorText(error)))
      .finally(() => setWorking(false));
  }, []);

  return { state, working, message, turnOn, turnOff };
}
