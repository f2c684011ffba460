import { Box, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PageMain } from './page-main';

interface AuthCardProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/** The centred card every auth screen sits in. */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  return (
    <PageMain title={title} px="4" py={{ base: '8', md: '16' }}>
      <Box maxW="md" mx="auto" bg="white" rounded="xl" shadow="md" p={{ base: '6', md: '8' }}>
        <Heading as="h1" size="2xl" textAlign="center" color="gray.900">
          {title}
        </Heading>
        {subtitle && (
          <Text textAlign="center" color="gray.700" mt="2" mb="6">
            {subtitle}
          </Text>
        )}
        {children}
      </Box>
    </PageMain>
  );
}
