// Test-only: renders a component of this feature inside the app's Chakra system with a toast container.
import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ToastContainer } from 'react-toastify';
import { appSystem } from '@/app/theme';
import { toastContainerMounted } from '@/lib/notify';

export function renderWithUi(ui: ReactNode) {
  const view = render(
    <ChakraProvider value={appSystem}>
      {ui}
      <ToastContainer autoClose={false} />
    </ChakraProvider>,
  );
  toastContainerMounted();
  return view;
}
