// The colour mode (docs/design.md): the system's unless the person picked one, which is remembered in
// localStorage. public/color-mode.js applies the same choice before the first paint; this module keeps it
// applied afterwards. Plain DOM code, no React: the prerendered landing page's own script uses it too.

export type ColorMode = 'light' | 'dark';

/** Also read by public/color-mode.js, which cannot import it. */
export const COLOR_MODE_STORAGE_KEY = 'color-mode';

const systemQuery = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-color-scheme: dark)')
    : null;

/** The mode the person picked, if any. */
export function storedColorMode(): ColorMode | null {
  try {
    const value = localStorage.getItem(COLOR_MODE_STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : null;
  } catch {
    return null;
  }
}

export function systemColorMode(): ColorMode {
  return systemQuery()?.matches ? 'dark' : 'light';
}

/** The mode the page shows: the picked one, else the system's. */
export function currentColorMode(): ColorMode {
  return storedColorMode() ?? systemColorMode();
}

/** Puts the mode's class on <html>, where the theme's dark tokens and `_dark` styles look for it. */
export function applyColorMode(mode: ColorMode): void {
  const root = document.documentElement;
  root.classList.toggle('dark', mode === 'dark');
  root.classList.toggle('light', mode === 'light');
}

const listeners = new Set<() => void>();

/** Remembers the picked mode and shows it. */
export function pickColorMode(mode: ColorMode): void {
  try {
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, mode);
  } catch {
    // Storage refused (private mode, quota): the pick holds for this page only.
  }
  applyColorMode(mode);
  for (const listener of listeners) listener();
}

export function toggleColorMode(): ColorMode {
  const next = document.documentElement.classList.contains('dark') ? 'light' : 'dark';
  pickColorMode(next);
  return next;
}

/**
 * Calls `listener` when the shown mode changes: a pick here, or the system's mode changing while the person
 * follows it (it is then applied first).
 */
export function subscribeToColorMode(listener: () => void): () => void {
  listeners.add(listener);
  const query = systemQuery();
  const onSystemChange = () => {
    if (storedColorMode() !== null) return;
    applyColorMode(systemColorMode());
    listener();
  };
  query?.addEventListener('change', onSystemChange);
  return () => {
    listeners.delete(listener);
    query?.removeEventListener('change', onSystemChange);
  };
}

let listening = false;

/**
 * Makes every colour mode switch (`data-color-mode-toggle`) work with one listener on the document, installed
 * when the page's script starts: a prerendered page's switch works before React has hydrated it, and the
 * landing page, which runs no React, shares it.
 */
export function listenForColorModeToggles(): void {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  document.addEventListener('click', (event) => {
    if (!(event.target instanceof Element && event.target.closest('[data-color-mode-toggle]'))) return;
    toggleColorMode();
    showColorModeOnToggles();
  });
  showColorModeOnToggles();
  subscribeToColorMode(showColorModeOnToggles);
}

/**
 * Says on every switch whether dark mode is on (`aria-pressed`): the prerendered markup says the light mode's,
 * and until React has hydrated a page (on the landing page, never) nothing else would correct it.
 */
function showColorModeOnToggles(): void {
  const pressed = String(currentColorMode() === 'dark');
  for (const toggle of document.querySelectorAll('[data-color-mode-toggle]')) {
    toggle.setAttribute('aria-pressed', pressed);
  }
}
