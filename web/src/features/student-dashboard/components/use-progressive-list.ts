// A long list renders its first items at once and the rest just after, in a transition: with a
// thousand teachers the first cards show without waiting for every card to render, and the rest
// render without blocking the page (a transition yields to the browser).
import { startTransition, useEffect, useState } from 'react';

export const FIRST_BATCH = 24;

/** `items` whole once the first batch has been painted; until then only its first `firstBatch` items. */
export function useProgressiveList<T>(items: readonly T[], firstBatch: number = FIRST_BATCH): readonly T[] {
  const [complete, setComplete] = useState(false);
  const partial = !complete && items.length > firstBatch;

  useEffect(() => {
    if (!partial) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The next frame, then a task: the browser has painted the first batch by then.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setComplete(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [partial]);

  return partial ? items.slice(0, firstBatch) : items;
}
