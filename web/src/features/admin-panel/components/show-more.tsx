import { showMoreText } from '@appointments/domain';
import { Button, Flex } from '@chakra-ui/react';

/** Below a paged list: renders the next page of cards; absent once every card is shown. */
export function ShowMore({ remaining, onClick }: { remaining: number; onClick(): void }) {
  if (remaining <= 0) return null;
  return (
    <Flex justify="center" mt="4">
      <Button variant="outline" colorPalette="blue" onClick={onClick}>
        {showMoreText(remaining)}
      </Button>
    </Flex>
  );
}
