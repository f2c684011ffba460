import { Box, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { cardSurface } from './card';
import { PAGE_GUTTER } from './layout-spacing';
import { PageMain } from './page-main';

interface AuthCardProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/** The centred card every auth screen sits in, under the brand bar. */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  return (
    <PageMain title={title} px={PAGE_GUTTER} py={{ base: '6', md: '14' }}>
      <Box maxW="md" mx="auto" {...cardSurface} shadow="raised" p={{ base: '5', md: '8' }}>
        <Heading as="h1" textStyle="pageTitle" textAlign="center" color="ink">
          {title}
        </Heading>
        {subtitle && (
          <Text textStyle="body" textAlign="center" color="ink.muted" mt="2" mb="6">
            {subtitle}
          </Text>
        )}
        {!subtitle && <Box mb="6" />}
        {children}
      </Box>
    </PageMain>
  );
}
