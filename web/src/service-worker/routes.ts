// What the service worker routes, apart from its precache: shared with the tests and the page's registration.

/** The empty SPA shell the build writes beside the prerendered pages (web/build/prerender-plugin.ts). */
export const SHELL_URL = '/app.html';

/** The message the page sends to let a waiting new version take over (the update prompt's 'Reload'). */
export const SKIP_WAITING = 'SKIP_WAITING';

/**
 * Navigations the service worker leaves to the browser: the prerendered public pages (served fresh by
 * Hosting, with no app script), `/api` (downloads such as the CSV exports) and Firebase's own `/__/` paths.
 */
export const publicNavigation: RegExp[] = [
  /^\/$/,
  /^\/(login|register|forgot-password|contact)\/?$/,
  /^\/reset-password\//,
  /^\/api\//,
  /^\/__\//,
];
