import { teacherDashboardTexts } from '@appointments/domain';
import { Box, SimpleGrid, Text, VisuallyHidden } from '@chakra-ui/react';
import { memo } from 'react';
import type { TeacherFigure } from '../model/teacher-figures';
import { SkeletonBlock } from './skeleton-block';

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
            borderWidth="1px"
            borderColor={figure.needsAttention ? 'yellow.400' : 'gray.200'}
            rounded="lg"
            px="3"
            py="2"
            bg={figure.needsAttention ? 'yellow.50' : 'gray.50'}
          >
            <Text as="dt" fontSize="sm" color="gray.700">
              {figure.label}
            </Text>
            <Text as="dd" fontSize="2xl" fontWeight="bold" color="gray.900" lineHeight="short">
              {figure.value ?? <SkeletonBlock as="span" display="inline-block" h="7" w="10" />}
            </Text>
            {figure.change && (
              <Text as="dd" fontSize="xs" color="gray.800">
                {figure.change}
              </Text>
            )}
          </Box>
        ))}
      </SimpleGrid>
    </>
  );
});
