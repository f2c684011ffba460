import { TOAST_AUTO_CLOSE_MS } from '@appointments/domain';
import { lazy, Suspense, useEffect } from 'react';
import { createPortal } from 'react-dom';
import 'react-toastify/dist/ReactToastify.css';
import './toasts.css';
import { toastContainerMounted } from '@/lib/notify';
import { useHydrated } from '@/lib/use-hydrated';

// Loaded after the first paint: the landing page shows no toast. Toasts raised through `notify` before
// the container is on the page wait for it.
const ToastContainer = lazy(() =>
  import('react-toastify').then(({ ToastContainer: Container }) => ({
    default: function MountedToastContainer() {
      useEffect(() => toastContainerMounted(), []);
      return <Container position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} />;
    },
  })),
);

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
