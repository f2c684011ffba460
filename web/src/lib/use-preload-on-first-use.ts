import { useEffect, useRef } from 'react';

type Load = () => Promise<unknown>;

// What counts as the visitor starting to use the page (as in boot.ts): a pointer moving over it or pressing,
// a key, a focus, a touch.
const FIRST_USE_EVENTS = ['pointerover', 'pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

/**
 * Loads a page's on-demand chunks (its dialogs and forms) on the visitor's first sign of use, so a click on
 * what opens one finds it already here; until then they are not fetched, so they cost the page's load
 * nothing. The loads of the first render are the ones used.
 */
export function usePreloadOnFirstUse(...loads: Load[]): void {
  const loadsRef = useRef(loads);
  useEffect(() => {
    let done = false;
    const preload = () => {
      if (done) return;
      done = true;
      stop();
      for (const load of loadsRef.current) {
        load().catch((error: unknown) => console.warn('A part of the page could not be loaded ahead', error));
      }
    };
    const stop = () => {
      for (const type of FIRST_USE_EVENTS) window.removeEventListener(type, preload, { capture: true });
    };
    for (const type of FIRST_USE_EVENTS) {
      window.addEventListener(type, preload, { capture: true, passive: true });
    }
    return stop;
  }, []);
}
