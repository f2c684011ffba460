import { lazy, Suspense } from 'react';
import { createPortal } from 'react-dom';
import { useHydrated } from '@/lib/use-hydrated';

// Loaded after the first paint, styles included: the landing page shows no toast. Toasts raised through
// `notify` before the container is on the page wait for it.
const ToastContainer = lazy(() => import('./toast-container'));

/**
 * Toasts top-right, closing by themselves after the spec's 2 seconds. They live in their own node under
 * <body> marked as a live announcer: an open modal hides the rest of the page from assistive technology,
 * and a failure raised while it is open (a slot taken meanwhile) must still be announced.
 */
export function Toasts() {
  // A page prerendered at build time has no portal in its markup: add it once the page has hydrated.
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return createPortal(
    <div data-live-announcer="">
      <Suspense fallback={null}>
        <ToastContainer />
      </Suspense>
    </div>,
    document.body,
  );
}
