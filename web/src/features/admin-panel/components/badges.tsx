import { accountListTexts } from '@appointments/domain';
import { Box, type BoxProps } from '@chakra-ui/react';

/** A small rounded label; the theme ships no badge recipe (bundle budget), so it is drawn here. */
export function Pill({ children, ...props }: BoxProps) {
  return (
    <Box
      as="span"
      display="inline-block"
      px="2.5"
      py="0.5"
      rounded="full"
      fontSize="sm"
      fontWeight="medium"
      whiteSpace="nowrap"
      {...props}
    >
      {children}
    </Box>
  );
}

/** 'Active' (approved) or 'Pending'; the word carries the meaning, the colour only repeats it. */
export function StatusBadge({ approved }: { approved: boolean }) {
  return approved ? (
    <Pill bg="green.100" color="green.900">
      {accountListTexts.active}
    </Pill>
  ) : (
    <Pill bg="orange.100" color="orange.900">
      {accountListTexts.pending}
    </Pill>
  );
}

/** The number beside a heading, with a spoken label so it is not read as a bare figure. */
export function CountBadge({ count, label }: { count: number; label: string }) {
  return (
    <Pill bg="blue.100" color="blue.900" aria-label={label} title={label}>
      {count}
    </Pill>
  );
}
