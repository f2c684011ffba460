import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';

const TONES = {
  green: { bg: 'green.50', borderColor: 'green.300', color: 'green.900' },
  blue: { bg: 'blue.50', borderColor: 'blue.300', color: 'blue.900' },
} as const;

/** A message that appears after an action (a success, new credentials), announced politely. */
export function Notice({ tone, children }: { tone: keyof typeof TONES; children: ReactNode }) {
  return (
    <Box role="status" borderWidth="1px" rounded="md" p="3" {...TONES[tone]}>
      {children}
    </Box>
  );
}
