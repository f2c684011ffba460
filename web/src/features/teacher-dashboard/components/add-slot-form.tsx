import { availabilityTexts, quickSlotDate, successMessages, toKolkataInputValue } from '@appointments/domain';
import { Box, Button, Stack } from '@chakra-ui/react';
import type { FormEvent, RefObject } from 'react';
import { IstDateTimeField } from '@/components/ui/ist-date-time-field';
import { Notice } from '@/components/ui/notice';
import { PlacePicker, type PlaceValue } from '@/components/ui/place-picker';
import { QuickAddButtons } from './quick-add-buttons';
import { SeatsFields } from './seats-fields';

const INPUT_ID = 'slot-date-time';

export interface AddSlotFormProps {
  formRef: RefObject<HTMLFormElement | null>;
  value: string;
  onChange(value: string): void;
  now: Date;
  busy: boolean;
  error: string | null;
  /** The 3-second success banner is showing. */
  justAdded: boolean;
  /** In person (where) or online, for the slot being added. */
  place: PlaceValue;
  onPlaceChange(place: PlaceValue): void;
  placeError?: string | undefined;
  /** Seats as typed (1 to 50), and whether a group's bookings are approved at once. */
  capacity: string;
  onCapacityChange(value: string): void;
  capacityError?: string | undefined;
  autoApprove: boolean;
  onAutoApproveChange(value: boolean): void;
  onSubmit(event: FormEvent): void;
}

/**
 * The IST date-time field (a day and a 12-hour time on India's clock, whatever the browser's zone),
 * the quick-add buttons and the submit button. Stateless: `ManageAvailability`'s form owns the values.
 */
export function AddSlotForm({
  formRef,
  value,
  onChange,
  now,
  busy,
  error,
  justAdded,
  place,
  onPlaceChange,
  placeError,
  capacity,
  onCapacityChange,
  capacityError,
  autoApprove,
  onAutoApproveChange,
  onSubmit,
}: AddSlotFormProps) {
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-labelledby="add-slot-heading">
      <Stack gap="4">
        <Box as="h3" id="add-slot-heading" textStyle="cardTitle" color="ink">
          {availabilityTexts.addHeading}
        </Box>
        {justAdded && <Notice tone="success">{successMessages.slotAdded}</Notice>}
        <IstDateTimeField
          id={INPUT_ID}
          name="slot"
          label={availabilityTexts.dateTimeLabel}
          value={value}
          onChange={onChange}
          min={now}
          error={error ?? undefined}
          hint={availabilityTexts.dateTimeHint}
        />
        {/* Read the clock at the click: `now` may be up to a minute old, and near midnight that moves "tomorrow". */}
        <QuickAddButtons onPick={(time) => onChange(toKolkataInputValue(quickSlotDate(new Date(), time)))} />
        <PlacePicker id="slot-place" value={place} onChange={onPlaceChange} error={placeError} />
        <SeatsFields
          id="slot-seats"
          capacity={capacity}
          onCapacityChange={onCapacityChange}
          error={capacityError}
          autoApprove={autoApprove}
          onAutoApproveChange={onAutoApproveChange}
        />
        <Button type="submit" colorPalette="blue" disabled={busy} alignSelf="flex-start">
          {busy ? availabilityTexts.addingSlot : availabilityTexts.addSlot}
        </Button>
      </Stack>
    </form>
  );
}
