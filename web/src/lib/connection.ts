// Whether the device has a network, and since when the signed-in app's live data has not been current: the
// offline banner and the actions it turns off read this one store (docs/architecture/offline.md).
// The browser's own signal (navigator.onLine and its online/offline events) is the one that matters here: the
// Firestore listeners serve their persistent cache when it says offline, and catch up by themselves after.
import { LOCAL_STORAGE_KEYS } from '@appointments/domain';
import { useSyncExternalStore } from 'react';
import { useSessionStore } from './session/session-store';

/** While online, how often the 'last live' time is written down (the banner shows minutes). */
const RECORD_EVERY_MS = 30_000;

const listeners = new Set<() => void>();
let online = typeof navigator === 'undefined' ? true : navigator.onLine;
let timer: ReturnType<typeof setInterval> | undefined;

function recordLive(): void {
  // Only for a session: logout empties the storage, and a page still closing must not write to it again.
  if (!useSessionStore.getState().isAuthenticated) return;
  try {
    localStorage.setItem(LOCAL_STORAGE_KEYS.lastLiveAt, String(Date.now()));
  } catch {
    // Storage full or blocked: the banner then says 'Offline' without a time.
  }
}

function changed(): void {
  const now = navigator.onLine;
  // Going offline: the data on screen was current until this moment.
  if (online && !now) recordLive();
  online = now;
  if (online) recordLive();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    online = navigator.onLine;
    if (online) recordLive();
    window.addEventListener('online', changed);
    window.addEventListener('offline', changed);
    timer = setInterval(() => {
      if (navigator.onLine) recordLive();
    }, RECORD_EVERY_MS);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
    clearInterval(timer);
  };
}

/** True while the device has a network (always, when rendered at build time). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => online,
    () => true,
  );
}

/** When the app last had live data on this device, or null when it never recorded it. */
export function lastLiveAt(): Date | null {
  try {
    const stored = Number(localStorage.getItem(LOCAL_STORAGE_KEYS.lastLiveAt));
    return Number.isFinite(stored) && stored > 0 ? new Date(stored) : null;
  } catch {
    return null;
  }
}
