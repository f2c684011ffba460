import { Box, SimpleGrid, Text } from '@chakra-ui/react';

export interface Detail {
  label: string;
  value: string | number;
}

/** Label–value pairs as a description list, so each value is read with its label. */
export function DetailList({ items, columns = 2 }: { items: readonly Detail[]; columns?: number }) {
  return (
    <SimpleGrid as="dl" columns={{ base: 1, sm: columns }} columnGap="4" rowGap="2" fontSize="sm">
      {items.map(({ label, value }) => (
        <Box key={label} minW="0">
          <Text as="dt" color="gray.700">
            {label}
          </Text>
          <Text as="dd" color="gray.900" fontWeight="medium" overflowWrap="anywhere">
            {value}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}
