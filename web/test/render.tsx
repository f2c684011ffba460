import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { appSystem } from '@/app/theme';
import { toastContainerMounted } from '@/lib/notify';

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
