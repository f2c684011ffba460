import { Box, type BoxProps } from '@chakra-ui/react';

/** Colour roles of a chip: what it says, not which colour it is. */
export const CHIP_TONES = {
  brand: { bg: 'blue.50', color: 'blue.800' },
  neutral: { bg: 'gray.100', color: 'gray.800' },
  success: { bg: 'green.50', color: 'green.800' },
  warning: { bg: 'orange.50', color: 'orange.800' },
  danger: { bg: 'red.50', color: 'red.800' },
  accent: { bg: 'purple.50', color: 'purple.800' },
} as const;

export type ChipTone = keyof typeof CHIP_TONES;

/**
 * A small rounded label (subject, rating, status, counts); the theme ships no badge recipe (bundle budget), so
 * it is drawn here. Brand-tinted unless `tone` or the caller's own colours say otherwise.
 */
export function Chip({ tone = 'brand', children, ...props }: BoxProps & { tone?: ChipTone }) {
  return (
    <Box
      as="span"
      display="inline-flex"
      alignItems="center"
      gap="1"
      px="2.5"
      py="0.5"
      rounded="full"
      fontSize="sm"
      fontWeight="medium"
      lineHeight="1.4"
      whiteSpace="nowrap"
      {...CHIP_TONES[tone]}
      {...props}
    >
      {children}
    </Box>
  );
}
