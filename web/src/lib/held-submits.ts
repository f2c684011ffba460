// A prerendered form can be submitted before the app has hydrated it: by the button, or by Enter in a
// field. The browser would then send it to the page's own address (password included). public/hold-submits.js,
// a classic script in <head>, holds such a submission from the page's first byte, since the app's entry
// module may arrive after the visitor has already pressed Enter. This is the app's side of that hold.

interface PageHold {
  form: HTMLFormElement | null;
  onHeld: (() => void) | null;
  release(): void;
}

declare global {
  interface Window {
    /** Set by public/hold-submits.js until the app hydrates. */
    heldSubmits?: PageHold;
  }
}

/** Until the app hydrates; `held` runs when a submission is held, and at once if one already was. */
export function holdSubmits(held: () => void): void {
  const hold = window.heldSubmits;
  if (!hold) return;
  hold.onHeld = held;
  if (hold.form) held();
}

/**
 * The app has hydrated (its layout effects run): from now on its own handlers receive submissions. Returns the
 * form whose submission was held, if any, once.
 */
export function stopHoldingSubmits(): HTMLFormElement | null {
  const hold = window.heldSubmits;
  if (!hold) return null;
  hold.release();
  window.heldSubmits = undefined;
  return hold.form;
}
