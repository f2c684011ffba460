// The welcome section's cards (next session, waiting requests) come from the live appointments, which answer
// after the page's code has loaded; their code arrives in a chunk of its own meanwhile, so the dashboard's
// first JavaScript stays within its budget and the first frame already shows the next-session card's shape.
import { QUICK_NAV_LABELS } from '@appointments/domain';
import { Box, SimpleGrid } from '@chakra-ui/react';
import { type ComponentProps, lazy, Suspense } from 'react';
import { ITEM_GAP } from '@/components/ui/layout-spacing';
import { NextSessionFrame, SessionDetailsSkeleton } from './next-session-frame';
import type { WelcomeSection } from './welcome-section';

const Section = lazy(async () => ({ default: (await import('./welcome-section')).WelcomeSection }));

export function LazyWelcomeSection(props: ComponentProps<typeof WelcomeSection>) {
  return (
    <Suspense
      fallback={
        <Box as="section" id="welcome" aria-label={QUICK_NAV_LABELS.welcome} aria-busy="true">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap={ITEM_GAP}>
            <NextSessionFrame>
              <SessionDetailsSkeleton />
            </NextSessionFrame>
          </SimpleGrid>
        </Box>
      }
    >
      <Section {...props} />
    </Suspense>
  );
}
