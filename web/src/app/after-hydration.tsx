import { type ReactNode, useEffect } from 'react';
import { stopHoldingSubmits } from '@/lib/held-submits';

/**
 * Wraps the app (one child, so React's ids stay those of the prerendered markup). Its effect runs after
 * every effect inside, once the app has hydrated: submissions go to the app from then on, and one held
 * before is made again, after the values typed before have rendered (components/ui/submit-button.tsx).
 */
export function AfterHydration({ children }: { children: ReactNode }) {
  useEffect(() => {
    const held = stopHoldingSubmits();
    if (held) setTimeout(() => held.requestSubmit(), 0);
  }, []);
  return children;
}
