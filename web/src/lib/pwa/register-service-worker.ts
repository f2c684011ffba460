// Registers the service worker (src/service-worker/sw.ts, built to /sw.js) and offers a new version once one
// is installed. Loaded on demand once the signed-in app has settled (use-service-worker.ts); the public pages
// never load it. The browser's own API, a few lines: a wrapper library would add 2 KB to every signed-in page.
import { SKIP_WAITING } from '@/service-worker/routes';
import { offerUpdate } from './update-ready';

/** How often an open app asks whether a new version was deployed (also on coming back to the tab or online). */
const CHECK_EVERY_MS = 30 * 60 * 1000;

/** `worker` waits to replace the one controlling this page: the prompt's Reload lets it take over. */
function offer(worker: ServiceWorker): void {
  offerUpdate(() => {
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
      once: true,
    });
    worker.postMessage({ type: SKIP_WAITING });
  });
}

export async function registerServiceWorker(): Promise<void> {
  const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  // Installed while no page was open to offer it.
  if (registration.waiting && navigator.serviceWorker.controller) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      // The first worker has nothing to replace (it takes the page at once); a later one waits.
      if (installing.state === 'installed' && navigator.serviceWorker.controller) offer(installing);
    });
  });
  const check = () => {
    if (navigator.onLine) void registration.update().catch(() => {});
  };
  setInterval(check, CHECK_EVERY_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
  window.addEventListener('online', check);
}
