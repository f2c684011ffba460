import { createBrowserRouter } from 'react-router-dom';

// Each route loads its own chunk, so a page ships only the code it uses.
export const router = createBrowserRouter([
  {
    path: '/',
    lazy: async () => ({ Component: (await import('@/features/landing/landing-page')).default }),
  },
]);
