import { teacherDashboardTexts } from '@appointments/domain';
import { Box, SimpleGrid, Text, VisuallyHidden } from '@chakra-ui/react';
import { memo } from 'react';
import { cardSurface } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import type { TeacherFigure } from '../model/teacher-figures';

/**
 * The four figures with their change lines, two abreast on a phone. A figure not known yet stands as a
 * skeleton of its final size, so the requests below do not move when it lands. Memoised: the page
 * re-renders on every live change, the figures only when one of them moves.
 */
export const StatCards = memo(function StatCards({ figures }: { figures: readonly TeacherFigure[] }) {
  const waiting = figures.some((figure) => figure.value === null);
  return (
    <>
      {waiting && <VisuallyHidden role="status">{teacherDashboardTexts.statsLoading}</VisuallyHidden>}
      <SimpleGrid as="dl" columns={{ base: 2, lg: 4 }} gap="3" aria-busy={waiting ? true : undefined}>
        {figures.map((figure) => (
          <Box
            key={figure.label}
            {...cardSurface}
            shadow="none"
            px="3"
            py="2"
            {...(figure.needsAttention && { borderColor: 'orange.300', bg: 'orange.50' })}
          >
            <Text as="dt" textStyle="caption" color="ink.muted">
              {figure.label}
            </Text>
            <Text as="dd" fontSize="2xl" fontWeight="bold" color="ink" lineHeight="short">
              {figure.value ?? <Skeleton as="span" display="inline-block" h="7" w="10" />}
            </Text>
            {figure.change && (
              <Text as="dd" textStyle="caption" color="ink.muted">
                {figure.change}
              </Text>
            )}
          </Box>
        ))}
      </SimpleGrid>
    </>
  );
});
