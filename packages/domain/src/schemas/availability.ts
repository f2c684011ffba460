import { z } from 'zod';
import { AVAILABILITY_SLOTS_PER_REQUEST_MAX } from '../constants';
import { groupSessionMessages } from '../group-session-texts';
import { SLOT_CAPACITY_MAX, SLOT_CAPACITY_MIN } from '../group-sessions';
import { sameSlot } from '../slots';
import { validationMessages } from '../validation-messages';
import { type Clock, futureInstantField, instantField, systemClock } from './fields';
import { slotPlaceInputSchema } from './meeting-place';

export function createAvailabilitySlotSchema(clock: Clock = systemClock) {
  return futureInstantField(validationMessages.slotDateTimeRequired, clock);
}

/** A slot's seats, 1 to 50. */
export const slotCapacity = z
  .number({ error: groupSessionMessages.capacityInvalid })
  .int({ error: groupSessionMessages.capacityInvalid })
  .min(SLOT_CAPACITY_MIN, { error: groupSessionMessages.capacityInvalid })
  .max(SLOT_CAPACITY_MAX, { error: groupSessionMessages.capacityInvalid });

/** A new slot's seats (one when absent), shared by single slots and office hours. */
export const slotCapacityField = slotCapacity.optional().transform((value) => value ?? 1);

/** Whether a group slot's bookings are approved at once (the teacher's choice); false when absent. */
export const autoApproveField = z
  .boolean({ error: groupSessionMessages.autoApproveInvalid })
  .optional()
  .transform((value) => value ?? false);

/** One slot of POST /teacher/availability: a bare date-time still means one seat. */
function createSlotEntrySchema(clock: Clock) {
  const bare = createAvailabilitySlotSchema(clock).transform((dateTime) => ({
    dateTime,
    capacity: 1,
    autoApprove: false,
  }));
  const entry = z.object({
    dateTime: createAvailabilitySlotSchema(clock),
    capacity: slotCapacityField,
    autoApprove: autoApproveField,
  });
  // Chosen by the input's shape, so a bad bare time keeps its own message (a union would blur both).
  return z.unknown().transform((value, context) => {
    const result = (typeof value === 'object' && value !== null ? entry : bare).safeParse(value);
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
    return z.NEVER;
  });
}

/** POST /teacher/availability: the screen sends one slot; a few at once are accepted, never the same twice. */
export function createAvailabilityPayloadSchema(clock: Clock = systemClock) {
  return z.object({
    slots: z
      .array(createSlotEntrySchema(clock), { error: validationMessages.slotDateTimeRequired })
      .min(1, { error: validationMessages.slotDateTimeRequired })
      .max(AVAILABILITY_SLOTS_PER_REQUEST_MAX, {
        error: `Please add at most ${AVAILABILITY_SLOTS_PER_REQUEST_MAX} slots at a time`,
      })
      .refine(
        (slots) =>
          slots.every(
            (slot, index) => slots.findIndex((other) => sameSlot(other.dateTime, slot.dateTime)) === index,
          ),
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
