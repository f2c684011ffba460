import {
  activeSlotsText,
  availabilityTexts,
  formatDate,
  formatTime,
  isExpiringSoon,
  placeSummary,
  removeSlotLabel,
  type SlotPlace,
  slotPlaceAtOffice,
} from '@appointments/domain';
import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { Chip } from '@/components/ui/chip';
import { ListRow } from '@/components/ui/list-row';
import { ListRowSkeleton } from '@/components/ui/skeleton';

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
  /** The office hours' location, shown for an in-person slot that names none (where it will meet). */
  officeLocation?: string | undefined;
}

/** The scrollable list of active slots with their count, IST date and time, expiry mark and remove button. */
export function SlotList({ slots, now, loading, removing, onRemove, places, officeLocation }: SlotListProps) {
  return (
    <Box>
      <Flex justify="space-between" align="center" mb="2">
        <Text as="h3" id="active-slots-heading" fontWeight="semibold" color="gray.900">
          {availabilityTexts.activeSlotsHeading}
        </Text>
        <Chip aria-live="polite">{loading ? '\u00a0' : activeSlotsText(slots.length)}</Chip>
      </Flex>
      {loading ? (
        // Rows of the final list stand while the slots are coming, so what follows does not jump down.
        <Stack borderWidth="1px" rounded="md" p="3" gap="3" aria-busy="true">
          <Text color="gray.700">{availabilityTexts.loadingSlots}</Text>
          <ListRowSkeleton rows={3} />
        </Stack>
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
          {slots.map((slot) => {
            const place = places?.get(slot);
            return (
              <ListRow
                as="li"
                key={slot}
                px="3"
                title={formatDate(slot)}
                meta={
                  <>
                    <Text color="ink">{formatTime(slot)}</Text>
                    {place && <Text>{placeSummary(slotPlaceAtOffice(place, officeLocation))}</Text>}
                  </>
                }
                trailing={
                  <>
                    {isExpiringSoon(slot, now) && (
                      <Chip tone="warning">{availabilityTexts.expiringSoon}</Chip>
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
                  </>
                }
              />
            );
          })}
        </Box>
      )}
    </Box>
  );
}
