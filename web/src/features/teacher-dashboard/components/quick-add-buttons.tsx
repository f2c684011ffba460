import { availabilityTexts, QUICK_SLOT_TIMES, quickAddLabel } from '@appointments/domain';
import { Box, Button, Flex, Text } from '@chakra-ui/react';

/** One button per quick slot time; the parent turns the time into tomorrow's IST instant. */
export function QuickAddButtons({ onPick }: { onPick(time: string): void }) {
  return (
    <Box role="group" aria-labelledby="quick-add-heading">
      <Text id="quick-add-heading" fontWeight="semibold" color="gray.900" mb="2">
        {availabilityTexts.quickAddHeading}
      </Text>
      <Flex gap="2" wrap="wrap">
        {QUICK_SLOT_TIMES.map((time) => (
          <Button
            key={time}
            type="button"
            size="sm"
            variant="outline"
            aria-label={quickAddLabel(time)}
            onClick={() => onPick(time)}
          >
            {time}
          </Button>
        ))}
      </Flex>
    </Box>
  );
}
