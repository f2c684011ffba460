import {
  createAvailabilitySlotSchema,
  isDuplicateSlot,
  kolkataInputToIso,
  type SlotPlaceInput,
  slotPlaceInputSchema,
  validationMessages,
} from '@appointments/domain';

export type SlotCheck = { slot: string; error: null } | { slot: null; error: string };

/**
 * Reads a datetime-local value as Asia/Kolkata and checks it with the server's own schema, then against the
 * live list, so the teacher hears 'This time slot already exists' before a round trip (the server still
 * answers 409 if another tab added it first).
 */
export function validateNewSlot(inputValue: string, existing: readonly string[], now: Date): SlotCheck {
  const iso = kolkataInputToIso(inputValue);
  const parsed = createAvailabilitySlotSchema(() => now).safeParse(iso);
  if (!parsed.success) {
    return { slot: null, error: parsed.error.issues[0]?.message ?? validationMessages.slotDateTimeRequired };
  }
  if (isDuplicateSlot(existing, parsed.data)) return { slot: null, error: validationMessages.slotDuplicate };
  return { slot: parsed.data, error: null };
}

export type PlaceCheck = { place: SlotPlaceInput; error: null } | { place: null; error: string };

/** The slot's place, with the server's own schema. */
export function validateSlotPlace(input: unknown): PlaceCheck {
  const parsed = slotPlaceInputSchema.safeParse(input);
  if (parsed.success) return { place: parsed.data, error: null };
  return { place: null, error: parsed.error.issues[0]?.message ?? validationMessages.validationFailed };
}
