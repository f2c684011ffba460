import { Box, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface ProfileCardProps {
  id: string;
  title: string;
  children: ReactNode;
}

/** A headed card: a section of the form or a side panel. */
export function ProfileCard({ id, title, children }: ProfileCardProps) {
  return (
    <Box
      as="section"
      aria-labelledby={`${id}-heading`}
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="lg"
      p={{ base: '4', md: '6' }}
    >
      <Heading as="h2" size="md" id={`${id}-heading`} color="gray.900" mb="4">
        {title}
      </Heading>
      {children}
    </Box>
  );
}
