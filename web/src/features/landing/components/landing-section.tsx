import { Box, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Reveal } from './reveal';

interface LandingSectionProps {
  id: string;
  title: string;
  lead?: string;
  background?: string;
  /** Heading and lead colours for dark backgrounds. */
  inverted?: boolean;
  children: ReactNode;
}

/** One band of the landing page: heading, optional lead, content; revealed when it scrolls into view. */
export function LandingSection({
  id,
  title,
  lead,
  background = 'white',
  inverted = false,
  children,
}: LandingSectionProps) {
  return (
    <Box as="section" id={id} aria-labelledby={`${id}-title`} bg={background} py={{ base: '14', md: '20' }}>
      <Reveal maxW="6xl" mx="auto" px="4">
        <Heading
          as="h2"
          id={`${id}-title`}
          fontSize={{ base: '2xl', md: '3xl' }}
          textAlign="center"
          color={inverted ? 'white' : 'gray.900'}
        >
          {title}
        </Heading>
        {lead && (
          <Text textAlign="center" color={inverted ? 'blue.50' : 'gray.700'} mt="3" fontSize="lg">
            {lead}
          </Text>
        )}
        <Box mt="10">{children}</Box>
      </Reveal>
    </Box>
  );
}
