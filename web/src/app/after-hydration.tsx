import { type ReactNode, useLayoutEffect } from 'react';
import { stopHoldingSubmits } from '@/lib/held-submits';

/**
 * Wraps the app (one child, so React's ids stay those of the prerendered markup). Its layout effect runs
 * after every layout effect inside, in the commit that hydrates the page: the forms have taken what was
 * typed before into their state (lib/use-typed-before-hydration.ts), and submissions go to the app from
 * then on. One held before is made again once that state has rendered, which happens before the commit
 * returns, so a task queued now sees it.
 */
export function AfterHydration({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    const held = stopHoldingSubmits();
    if (held) setTimeout(() => held.isConnected && held.requestSubmit(), 0);
  }, []);
  return children;
}
