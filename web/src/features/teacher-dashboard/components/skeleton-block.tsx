import { Box, type BoxProps } from '@chakra-ui/react';

/**
 * A grey block standing where text or a card will be, in its final size, so nothing below moves when the
 * data lands. Hidden from assistive technology: the section says 'Loading…' once, in words.
 */
export function SkeletonBlock(props: BoxProps) {
  return <Box aria-hidden="true" bg="gray.100" rounded="md" {...props} />;
}
