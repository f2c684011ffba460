import { lazy, Suspense, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { subscribeToToastRequests, toastsRequested } from '@/lib/notify';
import { useHydrated } from '@/lib/use-hydrated';

// Loaded with the first toast, styles included: most page loads show none, so no page downloads it until
// then. The toast raised through `notify` waits for the container.
const ToastContainer = lazy(() => import('./toast-container'));

/**
 * Toasts top-right, closing by themselves after the spec's 2 seconds. They live in their own node under
 * <body> marked as a live announcer: an open modal hides the rest of the page from assistive technology,
 * and a failure raised while it is open (a slot taken meanwhile) must still be announced.
 */
export function Toasts() {
  // A page prerendered at build time has no portal in its markup: add it once the page has hydrated.
  const hydrated = useHydrated();
  const requested = useSyncExternalStore(subscribeToToastRequests, toastsRequested, () => false);
  if (!hydrated) return null;
  return createPortal(
    <div data-live-announcer="">
      {requested ? (
        <Suspense fallback={null}>
          <ToastContainer />
        </Suspense>
      ) : null}
    </div>,
    document.body,
  );
}
