import './lib/zod-without-eval';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { storedSignedInRole } from '@/lib/session/stored-role';
import { AfterHydration } from './app/after-hydration';
import { AppProviders } from './app/providers';
import { router } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain #root');

const app = (
  <StrictMode>
    <AppProviders>
      <AfterHydration>
        <RouterProvider router={router} />
      </AfterHydration>
    </AppProviders>
  </StrictMode>
);

/** Resolves once the router has loaded the first route's lazy page chunk. */
function routerReady(): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

// A public page prerendered at build time (web/build/prerender-plugin.ts) is hydrated once its page
// chunk is here, so the markup on screen stays as it is. It was rendered for a signed-out visitor: for a
// signed-in one the app renders afresh (a guard redirects, or the navigation bar appears).
if (container.hasChildNodes() && storedSignedInRole() === null) {
  routerReady().then(() => hydrateRoot(container, app));
} else {
  createRoot(container).render(app);
}
