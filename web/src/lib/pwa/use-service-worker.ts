// The signed-in app registers its service worker once, after the page has loaded and then gone idle for a
// while: installing it downloads every chunk of the app for the precache, which must not compete with the
// chunks the page itself is still fetching on a phone. Only production builds have a worker.
import { useEffect } from 'react';

/** After the load event and an idle moment, this long before registering (the page's own lazy chunks first). */
const SETTLE_MS = 5_000;

let registered = false;

function whenSettled(run: () => void): void {
  const afterLoad = () =>
    setTimeout(() => {
      if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: SETTLE_MS });
      else run();
    }, SETTLE_MS);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

export function useServiceWorker(): void {
  useEffect(() => {
    if (registered || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    registered = true;
    whenSettled(() => {
      import('./register-service-worker')
        .then(({ registerServiceWorker }) => registerServiceWorker())
        .catch((error: unknown) => console.warn('The service worker did not register', error));
    });
  }, []);
}
