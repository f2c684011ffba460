import { Box, type BoxProps } from '@chakra-ui/react';

/**
 * A small rounded label (subject, rating, status, counts); the theme ships no badge recipe (bundle budget), so
 * it is drawn here. Light blue unless the caller gives its own colours.
 */
export function Chip({ children, ...props }: BoxProps) {
  return (
    <Box
      as="span"
      display="inline-block"
      px="2.5"
      py="0.5"
      rounded="full"
      fontSize="sm"
      fontWeight="medium"
      bg="blue.50"
      color="blue.800"
      {...props}
    >
      {children}
    </Box>
  );
}
