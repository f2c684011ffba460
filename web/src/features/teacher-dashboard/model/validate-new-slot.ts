import {
  createAvailabilitySlotSchema,
  isDuplicateSlot,
  kolkataInputToIso,
  type SlotPlaceInput,
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
}

/** What the server is sent: the slot's ISO instant and its place. */
export interface NewSlot {
  slot: string;
  place: SlotPlaceInput;
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
  if (parsedSlot.success && parsedPlace.success && errors.slot === undefined) {
    return { data: { slot: parsedSlot.data, place: parsedPlace.data }, errors: null };
  }
  return { data: null, errors };
}
