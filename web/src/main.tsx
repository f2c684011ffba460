import './lib/zod-without-eval';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { storedSignedInRole } from '@/lib/session/stored-role';
import { AfterHydration } from './app/after-hydration';
import { loadPageAt } from './app/pages';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/routes';

// Which build this page runs: the update prompt's test reads it after a deploy (web/vite.config.ts).
document.documentElement.dataset.build = __BUILD_ID__;

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain #root');

const app = (
  <StrictMode>
    <AppProviders>
      <AfterHydration>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AfterHydration>
    </AppProviders>
  </StrictMode>
);

// A public page prerendered at build time (web/build/prerender-plugin.ts) is hydrated once its page
// chunk is here, so the markup on screen stays as it is. It was rendered for a signed-out visitor: for a
// signed-in one the app renders afresh (a guard redirects, or the navigation bar appears).
if (container.hasChildNodes() && storedSignedInRole() === null) {
  loadPageAt(window.location.pathname)
    .catch((error: unknown) => console.error('The page did not load', error))
    .then(() => hydrateRoot(container, app));
} else {
  // A transition: React renders the app (a whole dashboard, once its data is there) in slices and lets the
  // browser run in between, instead of in one task that holds the phone's main thread for a second.
  // The shell is empty until then, so nothing on screen waits for it.
  const root = createRoot(container);
  startTransition(() => root.render(app));
  // The page's chunk downloads while Firebase Auth restores the session, instead of after the guard's answer.
  loadPageAt(window.location.pathname).catch((error: unknown) =>
    console.error('The page did not load', error),
  );
}
