import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { appSystem } from '@/app/theme';
import { toastContainerMounted } from '@/lib/notify';

// Test support sits above the layers of src: it lends the app's theme to the tests of every feature, so
// no feature's test reaches into the app or into another feature.
export { appSystem };

const withUi = (ui: ReactNode) => (
  <ChakraProvider value={appSystem}>
    {ui}
    <ToastContainer autoClose={false} />
  </ChakraProvider>
);

/** Renders `ui` with the app's providers; `rerender` keeps them, as a live update of props would. */
export function renderWithUi(ui: ReactNode) {
  const view = render(withUi(ui));
  toastContainerMounted();
  return { ...view, rerender: (next: ReactNode) => view.rerender(withUi(next)) };
}

/** Renders `ui` at `path` inside the app's Chakra system and a router with a page per extra route. */
export function renderWithRouter(ui: ReactNode, { path = '/', extraRoutes = [] as string[] } = {}) {
  const router = createMemoryRouter(
    [{ path, element: ui }, ...extraRoutes.map((route) => ({ path: route, element: <p>Page {route}</p> }))],
    { initialEntries: [path] },
  );
  const view = render(
    <ChakraProvider value={appSystem}>
      <RouterProvider router={router} />
      <ToastContainer autoClose={false} />
    </ChakraProvider>,
  );
  toastContainerMounted();
  return { ...view, router };
}

/** A fetch stub answering every call with one envelope and status. */
export function answerWith(body: unknown, status = 200) {
  return async () => Response.json(body, { status });
}
