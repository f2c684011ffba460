// The installable app (issue #43): the web app manifest and the service worker, built by vite-plugin-pwa from
// src/service-worker/sw.ts (`injectManifest`). The page registers the worker itself, from the signed-in app
// only and after its first paint (src/lib/pwa/), so nothing is injected into index.html but the manifest link.
import type { VitePWAOptions } from 'vite-plugin-pwa';

/** The light and dark bar colours (app/theme-colors.ts: the card surface of each mode). */
export const THEME_COLORS = { light: '#ffffff', dark: '#18181d' } as const;
/** The brand's solid blue (blue.700), the icons' background. */
export const BRAND_BLUE = '#173da6';

export const installableApp: Partial<VitePWAOptions> = {
  strategies: 'injectManifest',
  srcDir: 'src/service-worker',
  filename: 'sw.ts',
  injectRegister: false,
  registerType: 'prompt',
  // After the prerender plugin has written app.html, the shell the worker precaches.
  integration: { closeBundleOrder: 'post' },
  injectManifest: {
    // The SPA's shell and every script and style chunk (the pages load theirs on demand). Not the prerendered
    // public pages: Hosting serves them fresh. Not the source maps.
    globPatterns: ['app.html', 'assets/**/*.{js,css}', 'color-mode.js', 'hold-submits.js', 'icons/*.png'],
    // The video call's SDK chunk and the like are big but are still the app's code.
    maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
    // A classic script: the worker has no imports of its own to keep as modules.
    rollupFormat: 'iife',
    // The worker's own build says only what goes wrong, like the app's (`--logLevel warn`).
    buildPlugins: { vite: [{ name: 'quiet-worker-build', config: () => ({ logLevel: 'warn' }) }] },
  },
  manifest: {
    id: '/',
    name: 'College Appointments',
    short_name: 'Appointments',
    description:
      "Book appointments with your college's teachers: find a teacher, pick a slot, get it approved.",
    // The app's own address for a signed-in person: it sends each role to its dashboard (app/routes.tsx).
    start_url: '/app',
    scope: '/',
    display: 'standalone',
    background_color: THEME_COLORS.light,
    theme_color: THEME_COLORS.light,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  includeManifestIcons: false,
};
