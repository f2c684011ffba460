import { AUTH_REHYDRATION_TIMEOUT_MS } from '@appointments/domain';
import { useEffect, useState } from 'react';
import { useSessionStore } from './session-store';

/**
 * False until the persisted session has been read back, so no page renders with the wrong state and
 * then flashes away; gives up waiting after the spec's time-out and renders as signed out.
 */
export function useSessionRestored(timeoutMs = AUTH_REHYDRATION_TIMEOUT_MS): boolean {
  const [restored, setRestored] = useState(() => useSessionStore.persist.hasHydrated());

  useEffect(() => {
    if (restored) return;
    const unsubscribe = useSessionStore.persist.onFinishHydration(() => setRestored(true));
    const timer = setTimeout(() => setRestored(true), timeoutMs);
    if (useSessionStore.persist.hasHydrated()) setRestored(true);
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [restored, timeoutMs]);

  return restored;
}
