import { showMoreText } from '@appointments/domain';
import { Button, Flex } from '@chakra-ui/react';

/** Below a paged list: loads the next page of cards (busy until it answers); absent once every card is shown. */
export function ShowMore({
  remaining,
  busy,
  onClick,
}: {
  remaining: number;
  busy?: boolean;
  onClick(): void;
}) {
  if (remaining <= 0) return null;
  return (
    <Flex justify="center" mt="4">
      <Button variant="outline" colorPalette="blue" onClick={onClick} loading={busy}>
        {showMoreText(remaining)}
      </Button>
    </Flex>
  );
}
