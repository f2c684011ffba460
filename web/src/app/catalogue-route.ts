import type { PageRoute } from './pages';

/**
 * The component catalogue (docs/design.md, "Catalogue"): on the dev server and the local stack (`vite build
 * --mode emulator`, scripts/lib/build.ts), never in a deploy (`vite build`, mode production). The mode is
 * replaced by a constant at build time, so a deploy's bundle holds neither the route nor the page's chunk.
 */
export const catalogueRoute: PageRoute | null =
  import.meta.env.DEV || import.meta.env.MODE === 'emulator'
    ? { path: '/design', load: () => import('@/features/design-catalogue/catalogue-page') }
    : null;
