import { Box, type BoxProps, Flex, Stack, type StackProps } from '@chakra-ui/react';
import { cardSurface } from './card';
import { CARD_PADDING, ITEM_GAP, PAGE_GUTTER, PAGE_PADDING_Y, SECTION_GAP } from './layout-spacing';

/**
 * A placeholder block in the shape of what is loading, pulsing gently (still when the person asks for reduced
 * motion). Hidden from assistive technology: the region loading says so itself (aria-busy).
 */
export function Skeleton(props: BoxProps) {
  return (
    <Box
      aria-hidden="true"
      bg="gray.200"
      rounded="md"
      h="4"
      animation="skeleton-pulse 1.6s ease-in-out infinite"
      _motionReduce={{ animation: 'none' }}
      {...props}
    />
  );
}

/** Lines of text: the last one shorter, as a paragraph ends. */
export function SkeletonText({ lines = 2, ...props }: StackProps & { lines?: number }) {
  return (
    <Stack gap="2" {...props}>
      {Array.from({ length: lines }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines never move.
        <Skeleton key={index} h="3" w={index === lines - 1 && lines > 1 ? '60%' : 'full'} />
      ))}
    </Stack>
  );
}

/** A Card still loading: a title, a subtitle and a few lines. */
export function CardSkeleton({ lines = 2, ...props }: BoxProps & { lines?: number }) {
  return (
    <Box {...cardSurface} p={CARD_PADDING} {...props}>
      <Skeleton h="5" w="50%" />
      <Skeleton h="3" w="30%" mt="2" />
      <SkeletonText lines={lines} mt="4" />
    </Box>
  );
}

/** Rows of a ListRow list still loading: an avatar and two lines each. */
export function ListRowSkeleton({ rows = 3, ...props }: StackProps & { rows?: number }) {
  return (
    <Stack gap="0" {...props}>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders, all alike.
        <Flex key={index} gap="3" py="3" px="1" align="center">
          <Skeleton h="10" w="10" rounded="full" flexShrink={0} />
          <Box flex="1">
            <Skeleton h="4" w="40%" />
            <Skeleton h="3" w="65%" mt="2" />
          </Box>
        </Flex>
      ))}
    </Stack>
  );
}

/** A Stat still loading. */
export function StatSkeleton(props: BoxProps) {
  return (
    <Box {...cardSurface} p={CARD_PADDING} {...props}>
      <Skeleton h="3" w="50%" />
      <Skeleton h="8" w="30%" mt="3" />
      <Skeleton h="3" w="60%" mt="3" />
    </Box>
  );
}

/** A grid of CardSkeletons, the shape of a card list loading. */
export function CardGridSkeleton({ cards = 3, ...props }: BoxProps & { cards?: number }) {
  return (
    <Box
      display="grid"
      gridTemplateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }}
      gap={ITEM_GAP}
      {...props}
    >
      {Array.from({ length: cards }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders, all alike.
        <CardSkeleton key={index} />
      ))}
    </Box>
  );
}

/**
 * A page still loading (its code, or who is signed in): the Page frame with a title, a row of figures and two
 * cards, so the first frame is the page's shape, not a blank screen.
 */
export function PageSkeleton() {
  return (
    <Box px={PAGE_GUTTER} py={PAGE_PADDING_Y} aria-busy="true">
      <Stack maxW="page" mx="auto" gap={SECTION_GAP}>
        <Skeleton h={{ base: '7', md: '9' }} w={{ base: '60%', md: '30%' }} />
        <Box display="grid" gridTemplateColumns={{ base: '1fr 1fr', md: 'repeat(4, 1fr)' }} gap={ITEM_GAP}>
          {Array.from({ length: 4 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders, all alike.
            <StatSkeleton key={index} />
          ))}
        </Box>
        <CardSkeleton lines={3} />
        <CardSkeleton lines={3} />
      </Stack>
    </Box>
  );
}
