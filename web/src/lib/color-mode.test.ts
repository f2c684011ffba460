// test: isolated
// (The module starts its one listener for the page's switches once: another file may have started it already.)
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  COLOR_MODE_STORAGE_KEY,
  currentColorMode,
  listenForColorModeToggles,
  pickColorMode,
  subscribeToColorMode,
  toggleColorMode,
} from './color-mode';

/** A system colour scheme the test can change, as the browser's media query would report it. */
function fakeSystem(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: dark,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', () => query);
  return {
    change(nextDark: boolean) {
      query.matches = nextDark;
      for (const listener of listeners) listener();
    },
  };
}

const htmlIsDark = () => document.documentElement.classList.contains('dark');

beforeEach(() => {
  localStorage.clear();
  document.documentElement.className = '';
});
afterEach(() => vi.unstubAllGlobals());

describe('colour mode', () => {
  it("follows the system's mode while nothing is picked, also when it changes", () => {
    const system = fakeSystem(false);
    const seen = vi.fn();
    const stop = subscribeToColorMode(seen);
    expect(currentColorMode()).toBe('light');
    system.change(true);
    expect(currentColorMode()).toBe('dark');
    expect(htmlIsDark()).toBe(true);
    expect(seen).toHaveBeenCalledTimes(1);
    stop();
  });

  it('remembers a pick, which then wins over the system', () => {
    const system = fakeSystem(true);
    const seen = vi.fn();
    const stop = subscribeToColorMode(seen);
    pickColorMode('light');
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('light');
    expect(htmlIsDark()).toBe(false);
    expect(document.documentElement.classList.contains('light')).toBe(true);
    system.change(true);
    expect(currentColorMode()).toBe('light');
    expect(htmlIsDark()).toBe(false);
    expect(seen).toHaveBeenCalledTimes(1);
    stop();
  });

  it('toggles from the mode shown and stores the result', () => {
    fakeSystem(false);
    document.documentElement.classList.add('light');
    expect(toggleColorMode()).toBe('dark');
    expect(htmlIsDark()).toBe(true);
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('dark');
    expect(toggleColorMode()).toBe('light');
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('light');
  });

  it('ignores a stored value that is not a mode', () => {
    fakeSystem(true);
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'sepia');
    expect(currentColorMode()).toBe('dark');
  });

  it('runs every switch on the page from one listener, and says on each whether dark is on', () => {
    fakeSystem(false);
    document.documentElement.classList.add('light');
    document.body.innerHTML =
      '<button data-color-mode-toggle aria-pressed="false"><svg></svg></button><button data-color-mode-toggle></button>';
    listenForColorModeToggles();
    listenForColorModeToggles();
    const [first, second] = document.querySelectorAll('button');
    first?.querySelector('svg')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(htmlIsDark()).toBe(true);
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('dark');
    expect([first?.getAttribute('aria-pressed'), second?.getAttribute('aria-pressed')]).toEqual([
      'true',
      'true',
    ]);
    second?.click();
    expect(htmlIsDark()).toBe(false);
    expect(first?.getAttribute('aria-pressed')).toBe('false');
    document.body.innerHTML = '';
  });
});
