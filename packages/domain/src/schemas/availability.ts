import { z } from 'zod';
import { AVAILABILITY_SLOTS_PER_REQUEST_MAX } from '../constants';
import { sameSlot } from '../slots';
import { validationMessages } from '../validation-messages';
import { type Clock, futureInstantField, instantField, systemClock } from './fields';
import { slotPlaceInputSchema } from './meeting-place';

export function createAvailabilitySlotSchema(clock: Clock = systemClock) {
  return futureInstantField(validationMessages.slotDateTimeRequired, clock);
}

/** POST /teacher/availability: the screen sends one slot; a few at once are accepted, never the same twice. */
export function createAvailabilityPayloadSchema(clock: Clock = systemClock) {
  return z.object({
    slots: z
      .array(createAvailabilitySlotSchema(clock), { error: validationMessages.slotDateTimeRequired })
      .min(1, { error: validationMessages.slotDateTimeRequired })
      .max(AVAILABILITY_SLOTS_PER_REQUEST_MAX, {
        error: `Please add at most ${AVAILABILITY_SLOTS_PER_REQUEST_MAX} slots at a time`,
      })
      .refine(
        (slots) => slots.every((slot, index) => slots.findIndex((other) => sameSlot(other, slot)) === index),
        {
          error: validationMessages.slotDuplicate,
        },
      ),
    place: slotPlaceInputSchema,
  });
}
export const availabilityPayloadSchema = createAvailabilityPayloadSchema();
export type AvailabilityPayload = z.output<typeof availabilityPayloadSchema>;

/** DELETE /teacher/availability: a past slot may still be removed, so no future check. */
export const availabilityDeleteSchema = z.object({
  slotDateTime: instantField(validationMessages.slotDateTimeRequired),
});
export type AvailabilityDeletePayload = z.output<typeof availabilityDeleteSchema>;
