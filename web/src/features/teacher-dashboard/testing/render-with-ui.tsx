// Test-only: renders a component of this feature inside the app's Chakra system with a toast container.
import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ToastContainer } from 'react-toastify';
import { appSystem } from '@/app/theme';
import { toastContainerMounted } from '@/lib/notify';

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
