import { Box, type BoxProps } from '@chakra-ui/react';
import { cardSurface } from './card';
import { CARD_PADDING } from './layout-spacing';

interface SectionCardProps extends BoxProps {
  /** The id of the heading inside: the section is a landmark named by it. */
  headingId: string;
}

/** A card that is a page region, named by its heading. Prefer `<Section variant="card">`, which titles itself. */
export function SectionCard({ headingId, children, ...props }: SectionCardProps) {
  return (
    <Box as="section" aria-labelledby={headingId} {...cardSurface} p={CARD_PADDING} {...props}>
      {children}
    </Box>
  );
}
