import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';

const toastAutoCloseMs = 2000;

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={defaultSystem}>
      {children}
      <ToastContainer position="top-right" autoClose={toastAutoCloseMs} />
    </ChakraProvider>
  );
}
