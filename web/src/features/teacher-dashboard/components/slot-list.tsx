import {
  activeSlotsText,
  availabilityTexts,
  formatDate,
  formatTime,
  isExpiringSoon,
  placeSummary,
  removeSlotLabel,
  type SlotPlace,
} from '@appointments/domain';
import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { Chip } from '@/components/ui/chip';

export interface SlotListProps {
  /** Future slots only, soonest first (the caller applies `futureSlots`). */
  slots: readonly string[];
  now: Date;
  loading: boolean;
  /** The slot whose removal is in flight; its button is disabled. */
  removing: string | null;
  onRemove(slot: string): void;
  /** Where each slot meets; a slot without one shows no place line. */
  places?: ReadonlyMap<string, SlotPlace> | undefined;
}

/** The scrollable list of active slots with their count, IST date and time, expiry mark and remove button. */
export function SlotList({ slots, now, loading, removing, onRemove, places }: SlotListProps) {
  return (
    <Box>
      <Flex justify="space-between" align="center" mb="2">
        <Text as="h3" id="active-slots-heading" fontWeight="semibold" color="gray.900">
          {availabilityTexts.activeSlotsHeading}
        </Text>
        <Chip aria-live="polite">{loading ? '\u00a0' : activeSlotsText(slots.length)}</Chip>
      </Flex>
      {loading ? (
        // The list's full height is kept while the slots are coming (a teacher usually has more than fill
        // it), so the form below it on a phone does not jump down when they land.
        <Flex h="80" borderWidth="1px" rounded="md" p="3" aria-busy="true">
          <Text color="gray.700">{availabilityTexts.loadingSlots}</Text>
        </Flex>
      ) : slots.length === 0 ? (
        <Text color="gray.700">{availabilityTexts.noSlots}</Text>
      ) : (
        <Box
          as="ul"
          aria-labelledby="active-slots-heading"
          listStyleType="none"
          maxH="80"
          overflowY="auto"
          borderWidth="1px"
          rounded="md"
        >
          {slots.map((slot) => (
            <Flex as="li" key={slot} p="3" gap="3" align="center" borderBottomWidth="1px" wrap="wrap">
              <Box flex="1" minW="40">
                <Text fontWeight="medium" color="gray.900">
                  {formatDate(slot)}
                </Text>
                <Text color="gray.800">{formatTime(slot)}</Text>
                {places?.get(slot) && (
                  <Text fontSize="sm" color="gray.700">
                    {placeSummary(places.get(slot))}
                  </Text>
                )}
              </Box>
              {isExpiringSoon(slot, now) && (
                <Chip bg="orange.50" color="orange.900">
                  {availabilityTexts.expiringSoon}
                </Chip>
              )}
              <Button
                size="sm"
                variant="outline"
                colorPalette="red"
                disabled={removing === slot}
                aria-label={removeSlotLabel(formatDate(slot), formatTime(slot))}
                onClick={() => onRemove(slot)}
              >
                {availabilityTexts.remove}
              </Button>
            </Flex>
          ))}
        </Box>
      )}
    </Box>
  );
}
