import { useRef } from 'react';

/**
 * What the screen showed last: the latest delivery, kept while the next source (a new query, a refresh)
 * has not answered yet, so the previous rows stay on screen; null once there is nothing to read.
 */
export function useLastShown<T>(nothingToRead: boolean, latest: T | undefined): T | null {
  const shown = useRef<T | null>(null);
  if (nothingToRead) shown.current = null;
  else if (latest !== undefined) shown.current = latest;
  return shown.current;
}
