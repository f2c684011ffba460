// Whether a new version of the app is installed and waiting: set by the service worker's registration
// (register-service-worker.ts, loaded after the first paint), read by the update prompt.
import { useSyncExternalStore } from 'react';

type Apply = () => void;

const listeners = new Set<() => void>();
let apply: Apply | null = null;

/** A new version waits; `reload` lets it take over and reloads the page into it. */
export function offerUpdate(reload: Apply): void {
  apply = reload;
  for (const listener of listeners) listener();
}

/** The waiting version's 'Reload', or null when the page runs the newest one. */
export function useUpdateReady(): Apply | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => apply,
    () => null,
  );
}
