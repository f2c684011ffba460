import { startTransition, useEffect, useState } from 'react';
import { PageSkeleton } from '@/components/ui/skeleton';
import { loadedPage, loadPage, type PageRoute } from './pages';

/**
 * A page from its own chunk: rendered at once when the chunk is already here (a prerendered page waits
 * for it before hydrating, see main.tsx), otherwise once it has loaded. Key it by path, so another page
 * never starts from this one's state.
 */
export function LazyPage({ load }: { load: PageRoute['load'] }) {
  const [Page, setPage] = useState(() => loadedPage(load));

  useEffect(() => {
    if (Page) return;
    let active = true;
    loadPage(load)
      // A transition, as the app's first render (main.tsx): a dashboard's first render is done in slices
      // with the browser free in between, not in one long task. Until it is done the screen stays as it is.
      .then((component) => {
        if (active) startTransition(() => setPage(() => component));
      })
      .catch((error: unknown) => console.error('The page did not load', error));
    return () => {
      active = false;
    };
  }, [Page, load]);

  // The page's shape while its code loads, never a blank first frame.
  return Page ? <Page /> : <PageSkeleton />;
}
