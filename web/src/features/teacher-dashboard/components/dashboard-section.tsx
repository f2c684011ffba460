import { QUICK_NAV_LABELS } from '@appointments/domain';
import { Box, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface DashboardSectionProps {
  /** The anchor the Quick Nav scrolls to; also names the heading for assistive technology. */
  id: string;
  title?: string;
  children: ReactNode;
}

/** A headed card section of the dashboard whose heading labels the landmark. */
export function DashboardSection({ id, title, children }: DashboardSectionProps) {
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
      <Heading as="h2" size="lg" id={`${id}-heading`} mb="4" color="gray.900">
        {title ?? QUICK_NAV_LABELS[id] ?? id}
      </Heading>
      {children}
    </Box>
  );
}
