import {
  createAvailabilitySlotSchema,
  isDuplicateSlot,
  kolkataInputToIso,
  type SlotPlaceInput,
  slotCapacityField,
  slotPlaceInputSchema,
  validationMessages,
} from '@appointments/domain';
import type { PlaceValue } from '@/components/ui/place-picker';
import type { FieldErrors } from '@/lib/form-errors';
import type { FormCheck } from '@/lib/use-schema-form';

/** The add-slot form: the datetime-local text (IST wall clock) and where the slot meets. */
export interface NewSlotValues {
  slot: string;
  place: PlaceValue;
  /** Seats as typed; empty is one. */
  capacity: string;
  autoApprove: boolean;
}

/** What the server is sent: the slot's ISO instant, its place and its seats. */
export interface NewSlot {
  slot: string;
  place: SlotPlaceInput;
  seats: { capacity: number; autoApprove: boolean };
}

/**
 * Reads the datetime-local value as Asia/Kolkata and checks it with the server's own schema, then against the
 * live list, so the teacher hears 'This time slot already exists' before a round trip (the server still
 * answers 409 if another tab added it first); the place with the server's own schema too.
 */
export function validateNewSlot(
  values: NewSlotValues,
  existing: readonly string[],
  now: Date,
): FormCheck<NewSlot> {
  const errors: FieldErrors = {};
  const parsedSlot = createAvailabilitySlotSchema(() => now).safeParse(kolkataInputToIso(values.slot));
  if (!parsedSlot.success) {
    errors.slot = parsedSlot.error.issues[0]?.message ?? validationMessages.slotDateTimeRequired;
  } else if (isDuplicateSlot(existing, parsedSlot.data)) {
    errors.slot = validationMessages.slotDuplicate;
  }
  const parsedPlace = slotPlaceInputSchema.safeParse(values.place);
  if (!parsedPlace.success) {
    errors.place = parsedPlace.error.issues[0]?.message ?? validationMessages.validationFailed;
  }
  const typed = values.capacity.trim();
  const parsedSeats = slotCapacityField.safeParse(typed === '' ? undefined : Number(typed));
  if (!parsedSeats.success) {
    errors.capacity = parsedSeats.error.issues[0]?.message ?? validationMessages.validationFailed;
  }
  if (parsedSlot.success && parsedPlace.success && parsedSeats.success && errors.slot === undefined) {
    const seats = { capacity: parsedSeats.data, autoApprove: parsedSeats.data > 1 && values.autoApprove };
    return { data: { slot: parsedSlot.data, place: parsedPlace.data, seats }, errors: null };
  }
  return { data: null, errors };
}
