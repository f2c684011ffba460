import {
  bookingModalTexts,
  formatTime,
  formatWeekdayDate,
  groupByIstDate,
  type IsoDateTime,
  placeSummary,
  type SlotPlace,
  seatsLeftText,
  slotPlaceAtOffice,
  studentDashboardTexts,
} from '@appointments/domain';
import { Box, chakra, Flex, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Skeleton } from '@/components/ui/skeleton';

interface SlotPickerProps {
  slots: readonly IsoDateTime[];
  /** The choices' heading; 'Available time slots' unless the screen names them otherwise. */
  legend?: string;
  value: string;
  /** The slots are still on their way (the modal has just opened). */
  loading?: boolean;
  error?: string | undefined;
  /** Where each slot meets; a slot without one shows its time only. */
  places?: ReadonlyMap<IsoDateTime, SlotPlace> | undefined;
  /** The teacher's office location, where an in-person slot that names no location meets. */
  officeLocation?: string | undefined;
  /** Each slot's seats, live; a group session shows 'n of N seats left'. */
  seats?: ReadonlyMap<IsoDateTime, { capacity: number; seatsLeft: number }> | undefined;
  onChange(slot: IsoDateTime): void;
}

/** Radio choices grouped under their IST day, each named by weekday, date and time; the list scrolls when long. */
export function SlotPicker({
  slots,
  value,
  loading = false,
  error,
  places,
  officeLocation,
  seats,
  legend = bookingModalTexts.slotsLegend,
  onChange,
}: SlotPickerProps) {
  return (
    <chakra.fieldset
      aria-describedby={error ? 'booking-slot-error' : undefined}
      aria-invalid={error ? true : undefined}
    >
      <chakra.legend fontWeight="medium" mb="1" color="gray.800">
        {legend}
      </chakra.legend>
      <Box maxH="60" overflowY="auto" borderWidth="1px" borderColor="gray.200" rounded="md" p="2">
        <Stack gap="1">
          {loading && (
            <Stack gap="2" px="2" py="1" aria-busy="true">
              <VisuallyHidden role="status">{studentDashboardTexts.loading}</VisuallyHidden>
              <Skeleton h="3" w="30%" />
              <Skeleton h="5" w="70%" />
              <Skeleton h="5" w="60%" />
            </Stack>
          )}
          {groupByIstDate(slots, (slot) => slot).map(([day, daySlots]) => (
            <Box key={day} role="group" aria-labelledby={`slot-day-${day}`}>
              <Text id={`slot-day-${day}`} px="2" pt="1" fontSize="sm" fontWeight="semibold" color="gray.900">
                {formatWeekdayDate(daySlots[0] as string)}
              </Text>
              <Flex wrap="wrap" gap="1">
                {daySlots.map((slot) => {
                  const place = places?.get(slot);
                  const where = place ? placeSummary(slotPlaceAtOffice(place, officeLocation)) : null;
                  const seat = seats?.get(slot);
                  const seatsText =
                    seat && seat.capacity > 1 ? seatsLeftText(seat.seatsLeft, seat.capacity) : null;
                  return (
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
                        aria-label={`${formatWeekdayDate(slot)}, ${formatTime(slot)}${where ? `, ${where}` : ''}${seatsText ? `, ${seatsText}` : ''}`}
                        checked={value === slot}
                        onChange={() => onChange(slot)}
                      />
                      <Text as="span" whiteSpace="nowrap">
                        {formatTime(slot)}
                      </Text>
                      {where && (
                        <Text as="span" fontSize="xs" color="gray.700">
                          {where}
                        </Text>
                      )}
                      {seatsText && (
                        <Text
                          as="span"
                          fontSize="xs"
                          color="green.800"
                          fontWeight="medium"
                          whiteSpace="nowrap"
                          data-seats={slot}
                        >
                          {seatsText}
                        </Text>
                      )}
                    </chakra.label>
                  );
                })}
              </Flex>
            </Box>
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
