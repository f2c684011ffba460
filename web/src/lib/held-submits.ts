// A prerendered form can be submitted before the app has hydrated it: by the button, or by Enter in a
// field. The browser would then send it to the page's own address (password included). Until the app
// takes over, the form's submission is held here instead, and the hydrated form submits it again.

let holding = false;
let heldForm: HTMLFormElement | null = null;
let onHeld: (() => void) | undefined;

function hold(event: Event): void {
  if (!holding || !(event.target instanceof HTMLFormElement)) return;
  // Until the hydration commit's layout effects have run, the app itself must not also receive it.
  event.preventDefault();
  event.stopPropagation();
  heldForm = event.target;
  onHeld?.();
}

/** From the page load until the app hydrates; `held` runs when a submission is held. */
export function holdSubmits(held: () => void): void {
  holding = true;
  onHeld = held;
  document.addEventListener('submit', hold, true);
}

/**
 * The app has hydrated (its layout effects run): from now on its own handlers receive submissions. Returns the
 * form whose submission was held, if any, once.
 */
export function stopHoldingSubmits(): HTMLFormElement | null {
  holding = false;
  document.removeEventListener('submit', hold, true);
  const form = heldForm;
  heldForm = null;
  return form;
}
