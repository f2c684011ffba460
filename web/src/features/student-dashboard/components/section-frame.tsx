import { QUICK_NAV_LABELS } from '@appointments/domain';
import { Box, Flex, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface SectionFrameProps {
  /** The Quick Nav anchor; the heading is the label the Quick Nav shows for it. */
  id: string;
  actions?: ReactNode;
  children: ReactNode;
}

/** A headed dashboard section the navigation bar's Quick Nav can scroll to. */
export function SectionFrame({ id, actions, children }: SectionFrameProps) {
  return (
    <Box
      as="section"
      id={id}
      aria-labelledby={`${id}-heading`}
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="lg"
      p={{ base: '4', md: '6' }}
    >
      <Flex justify="space-between" align="center" wrap="wrap" gap="3" mb="4">
        <Heading as="h2" size="lg" id={`${id}-heading`} color="gray.900">
          {QUICK_NAV_LABELS[id] ?? id}
        </Heading>
        {actions && (
          <Flex align="center" gap="3">
            {actions}
          </Flex>
        )}
      </Flex>
      {children}
    </Box>
  );
}
