import { profileTexts } from '@appointments/domain';
import { Box, Text } from '@chakra-ui/react';

/** A list field shown as chips, or a note that nothing is listed yet. */
export function TagList({ items, label }: { items: readonly string[]; label: string }) {
  if (items.length === 0) return <Text color="gray.700">{profileTexts.noItems}</Text>;
  return (
    <Box as="ul" aria-label={label} listStyleType="none" display="flex" flexWrap="wrap" gap="2">
      {items.map((item) => (
        <Box as="li" key={item} px="2.5" py="0.5" rounded="full" fontSize="sm" bg="blue.50" color="blue.800">
          {item}
        </Box>
      ))}
    </Box>
  );
}
