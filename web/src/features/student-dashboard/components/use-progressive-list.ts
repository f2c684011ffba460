// A long list renders its first items at once and the rest just after, in a transition: with a
// thousand teachers the first cards show without waiting for every card to render, and the rest
// render without blocking the page (a transition yields to the browser).
import { useAfterPaint } from '@/lib/use-after-paint';

export const FIRST_BATCH = 24;

/** `items` whole once the first batch has been painted; until then only its first `firstBatch` items. */
export function useProgressiveList<T>(items: readonly T[], firstBatch: number = FIRST_BATCH): readonly T[] {
  const long = items.length > firstBatch;
  const painted = useAfterPaint(long);
  return long && !painted ? items.slice(0, firstBatch) : items;
}
