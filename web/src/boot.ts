// The SPA's entry. A public page prerendered at build time is complete HTML and CSS: its links are plain
// links, and a form submitted before the app is there is held and submitted again once it hydrates, with
// what was typed (lib/held-submits.ts, lib/use-typed-before-hydration.ts). So the app, whose evaluation
// and hydration are long tasks on a phone, starts on the visitor's first sign of use rather than during
// the page load. A visitor with a stored session gets it at once (the guards send them elsewhere), and so
// does the empty shell.
import { listenForColorModeToggles } from './lib/color-mode';
import { holdSubmits } from './lib/held-submits';
import { storedSignedInRole } from './lib/session/stored-role';
import { signInOptions } from './lib/sign-in-options';

let started = false;
function start(): void {
  if (started) return;
  started = true;
  import('./main').catch((error: unknown) => console.error('The app did not load', error));
}

const intents = ['pointerdown', 'pointermove', 'keydown', 'focusin', 'touchstart'] as const;

function startOnFirstIntent(): void {
  const startOnce = () => {
    for (const type of intents) window.removeEventListener(type, startOnce, true);
    start();
  };
  for (const type of intents) window.addEventListener(type, startOnce, { capture: true, passive: true });
  // Already focused in a field (autofocus, or focus restored by the browser's history).
  if (document.activeElement instanceof HTMLInputElement) startOnce();
}

// The colour mode switch works before the app has started (a few lines of plain DOM code, lib/color-mode.ts).
listenForColorModeToggles();

if (document.getElementById('root')?.hasChildNodes() && storedSignedInRole() === null) {
  holdSubmits(start);
  startOnFirstIntent();
  // A college that signs people in with its own accounts shows their buttons at once: the login page starts
  // as soon as the options say so (a password-only college's page still waits for the first touch).
  if (window.location.pathname === '/login') {
    void signInOptions().then((options) => {
      if (options && options.providers.length > 0) start();
    });
  }
} else {
  start();
}
