import { Box, Text } from '@chakra-ui/react';

/** A read-only panel of terms and values (Academic Info, Performance). */
export function InfoList({ items }: { items: ReadonlyArray<{ label: string; value: string }> }) {
  return (
    <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="2">
      {items.map(({ label, value }) => (
        <Box key={label} display="contents">
          <Text as="dt" color="gray.700">
            {label}
          </Text>
          <Text as="dd" fontWeight="semibold" color="gray.900" textAlign="right">
            {value}
          </Text>
        </Box>
      ))}
    </Box>
  );
}
