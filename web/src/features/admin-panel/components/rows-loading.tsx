import { Box, VisuallyHidden } from '@chakra-ui/react';
import { ListRowSkeleton } from '@/components/ui/skeleton';

/** A list's rows before its first answer: their shape, and the loading sentence for screen readers. */
export function RowsLoading({ text }: { text: string }) {
  return (
    <Box aria-busy="true">
      <VisuallyHidden role="status">{text}</VisuallyHidden>
      <ListRowSkeleton rows={3} />
    </Box>
  );
}
