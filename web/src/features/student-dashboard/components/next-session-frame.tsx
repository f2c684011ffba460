// The next-session card's frame and its loading shape, in the dashboard's own chunk: the welcome section's
// fallback (while its chunk arrives) and the card itself (while the live list answers) draw the same box, so
// the card keeps its height from the first frame to the details.
import { Box, Flex, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { nextSessionTexts } from '../dashboard-texts';

export function NextSessionFrame({ children }: { children: ReactNode }) {
  return (
    <Card
      as="section"
      aria-labelledby="next-session-heading"
      title={<span id="next-session-heading">{nextSessionTexts.heading}</span>}
      titleAs="h2"
      borderColor="blue.200"
      bg="blue.50"
    >
      {children}
    </Card>
  );
}

/**
 * The details' shape (the person, the time, the place with its two rows of actions) rather than a few grey
 * lines: most students who open the dashboard have a session coming, and the page below does not jump when
 * it arrives.
 */
export function SessionDetailsSkeleton() {
  return (
    <Stack gap="2" aria-busy="true">
      <Flex gap="3" align="center">
        <Skeleton boxSize="12" rounded="full" flexShrink={0} />
        <Box flex="1">
          <Skeleton h="4" w="40%" />
          <Skeleton h="3" w="60%" mt="2" />
        </Box>
      </Flex>
      {/* The day and time with the countdown: two lines on a phone, one beside a second column. */}
      <Stack gap="2" py="1" h={{ base: '12', md: '6' }}>
        <Skeleton h="4" w="80%" />
        <Skeleton h="4" w="40%" hideFrom="md" />
      </Stack>
      <PlaceSkeleton />
    </Stack>
  );
}

/** Where the session meets with 'Join', then 'Add to calendar': what NextSessionPlace draws for an online session. */
export function PlaceSkeleton() {
  return (
    <>
      <Box>
        <Flex h="5" align="center">
          <Skeleton h="3" w="50%" />
        </Flex>
        <Skeleton h="9" w="5rem" mt="2" />
      </Box>
      <Skeleton h="9" w="14rem" />
    </>
  );
}
