import { formatTime, updatedAtText } from '@appointments/domain';
import { Text } from '@chakra-ui/react';

/** 'Updated 2:30 PM' (IST): when the live list last changed or was refreshed. */
export function UpdatedTime({ at }: { at: Date | null }) {
  if (!at) return null;
  return (
    <Text fontSize="sm" color="gray.700" aria-live="polite">
      {updatedAtText(formatTime(at))}
    </Text>
  );
}
