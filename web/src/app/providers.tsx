import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { appSystem } from './theme';
import { Toasts } from './toasts';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={appSystem}>
      {children}
      <Toasts />
    </ChakraProvider>
  );
}
