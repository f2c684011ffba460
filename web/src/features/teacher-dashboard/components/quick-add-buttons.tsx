import { availabilityTexts, QUICK_SLOT_TIMES, quickAddLabel } from '@appointments/domain';
import { Box, Button, Grid, Text } from '@chakra-ui/react';

/** One button per quick slot time; the parent turns the time into tomorrow's IST instant. */
export function QuickAddButtons({ onPick }: { onPick(time: string): void }) {
  return (
    <Box role="group" aria-labelledby="quick-add-heading">
      <Text id="quick-add-heading" fontWeight="semibold" color="gray.900" mb="2">
        {availabilityTexts.quickAddHeading}
      </Text>
      {/* Two even rows of four, on a phone and beside the tips alike. */}
      <Grid templateColumns="repeat(4, minmax(0, 1fr))" gap="2" maxW="sm">
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
      </Grid>
    </Box>
  );
}
