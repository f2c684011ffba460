import { Box, type BoxProps } from '@chakra-ui/react';

interface SectionCardProps extends BoxProps {
  /** The id of the heading inside: the section is a landmark named by it. */
  headingId: string;
}

/** A white bordered card that is a page region, named by its heading. */
export function SectionCard({ headingId, children, ...props }: SectionCardProps) {
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="lg"
      p={{ base: '4', md: '6' }}
      {...props}
    >
      {children}
    </Box>
  );
}
