// Defers heavy work until what is already rendered has been painted, so the first cards of a long list
// are on screen before the rest (Find Teachers) or the whole list (the admin's students) is taken in.
// The switch happens in a transition, which yields to the browser.
import { startTransition, useEffect, useState } from 'react';

const hiddenTabDelayMs = 1000;

/** False until `ready` has been true for one painted frame; then true for good. */
export function useAfterPaint(ready: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame callback runs before the paint; the task queued from it runs after.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    // A background tab paints no frames at all: it must not wait until it is shown.
    const hiddenTabFallback = setTimeout(() => startTransition(() => setPainted(true)), hiddenTabDelayMs);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(hiddenTabFallback);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [ready, painted]);
  return painted;
}
