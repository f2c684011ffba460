import { Box, Text } from '@chakra-ui/react';

/** A list with nothing to show: an optional title and the sentence that says why. */
export function EmptyState({ title, text }: { title?: string; text: string }) {
  return (
    <Box textAlign="center" py="8" px="4" bg="gray.50" rounded="md" role="status">
      {title && (
        <Text fontWeight="semibold" color="gray.900">
          {title}
        </Text>
      )}
      <Text color="gray.700">{text}</Text>
    </Box>
  );
}
