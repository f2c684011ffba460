// The service worker (docs/architecture/offline.md). Built by vite-plugin-pwa's `injectManifest` from this
// file into dist/sw.js; `self.__WB_MANIFEST` is replaced by the build's list of the app shell (app.html) and
// every script and style chunk, each with its revision.
//
// What it does, and why:
// - Precaches the shell and the page chunks, so a signed-in person opens the app without a network.
// - Navigations to the SPA go to the network first (a deploy is never hidden behind an old shell); only when
//   the network fails does the cached shell answer. The prerendered public pages and `/api` are left alone.
// - Nothing else is routed: `/api/**`, Firestore and Auth go to the network untouched, never cached.
// - A new version waits until the page asks it to take over (the 'A new version is available' prompt).
// - Web push: shows each push's notification; a click focuses the app on its link (./push.ts).
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { installPushHandlers } from './push';
import { publicNavigation, SHELL_URL, SKIP_WAITING } from './routes';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first worker takes the open signed-in page at once (nothing older to replace); a later one only after
// the person chose 'Reload', which reloads the page anyway.
clientsClaim();

registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        return await fetch(request);
      } catch (error) {
        const shell = await matchPrecache(SHELL_URL);
        if (shell) return shell;
        throw error;
      }
    },
    { denylist: publicNavigation },
  ),
);

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});

// Web push (where the college turned it on): a push shows its notification, a click opens what it is about.
installPushHandlers(self, { icon: '/icons/icon-192.png' });
