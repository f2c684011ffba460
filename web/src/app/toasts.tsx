import { TOAST_AUTO_CLOSE_MS } from '@appointments/domain';
import { lazy, Suspense, useEffect } from 'react';
import 'react-toastify/dist/ReactToastify.css';
import { toastContainerMounted } from '@/lib/notify';

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

/** Toasts top-right, closing by themselves after the spec's 2 seconds. */
export function Toasts() {
  return (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  );
}
