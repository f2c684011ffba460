// Test-only: renders a component of this feature inside the app's Chakra system with a toast container.
import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ToastContainer } from 'react-toastify';
import { appSystem } from '@/app/theme';

export function renderWithUi(ui: ReactNode) {
  return render(
    <ChakraProvider value={appSystem}>
      {ui}
      <ToastContainer autoClose={false} />
    </ChakraProvider>,
  );
}
