// Defers heavy work until what is already rendered has been painted: the whole student list takes the
// browser seconds to take in, and the first page of cards should be on screen before that starts.
import { useEffect, useState } from 'react';

const hiddenTabDelayMs = 1000;

/** False until `ready` has been true for one painted frame; then true for good. */
export function useAfterPaint(ready: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame callback runs before the paint; the task queued from it runs after.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    // A background tab paints no frames at all: it must not wait until it is shown.
    const hiddenTabFallback = setTimeout(() => setPainted(true), hiddenTabDelayMs);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(hiddenTabFallback);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [ready, painted]);
  return painted;
}
