import {
  bookingModalTexts,
  formatTime,
  formatWeekdayDate,
  type IsoDateTime,
  studentDashboardTexts,
} from '@appointments/domain';
import { Box, chakra, Stack, Text } from '@chakra-ui/react';

interface SlotPickerProps {
  slots: readonly IsoDateTime[];
  value: string;
  /** The slots are still on their way (the modal has just opened). */
  loading?: boolean;
  error?: string | undefined;
  onChange(slot: IsoDateTime): void;
}

/** Radio choices, weekday, date and time in IST; the list scrolls when long. */
export function SlotPicker({ slots, value, loading = false, error, onChange }: SlotPickerProps) {
  return (
    <chakra.fieldset
      aria-describedby={error ? 'booking-slot-error' : undefined}
      aria-invalid={error ? true : undefined}
    >
      <chakra.legend fontWeight="medium" mb="1" color="gray.800">
        {bookingModalTexts.slotsLegend}
      </chakra.legend>
      <Box maxH="60" overflowY="auto" borderWidth="1px" borderColor="gray.200" rounded="md" p="2">
        <Stack gap="1">
          {loading && (
            <Text role="status" px="2" py="1" color="gray.700">
              {studentDashboardTexts.loading}
            </Text>
          )}
          {slots.map((slot) => (
            <chakra.label
              key={slot}
              display="flex"
              alignItems="center"
              gap="2"
              px="2"
              py="1"
              rounded="md"
              cursor="pointer"
              bg={value === slot ? 'blue.50' : undefined}
            >
              <input
                type="radio"
                name="slot"
                value={slot}
                checked={value === slot}
                onChange={() => onChange(slot)}
              />
              <span>
                {formatWeekdayDate(slot)}, {formatTime(slot)}
              </span>
            </chakra.label>
          ))}
        </Stack>
      </Box>
      {error && (
        <Text id="booking-slot-error" mt="1" fontSize="sm" color="red.700">
          {error}
        </Text>
      )}
    </chakra.fieldset>
  );
}
