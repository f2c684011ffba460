import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** An error that stays on screen (toasts vanish after 2 seconds, too soon for some readers). */
export function AlertBox({ children }: { children: ReactNode }) {
  return (
    <Box
      role="alert"
      bg="red.50"
      borderWidth="1px"
      borderColor="red.300"
      color="red.800"
      rounded="md"
      p="3"
      mb="4"
    >
      {children}
    </Box>
  );
}
