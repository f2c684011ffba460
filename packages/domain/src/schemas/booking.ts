import { z } from 'zod';
import { PURPOSE_MAX_LENGTH } from '../constants';
import { validationMessages } from '../messages';
import {
  type Clock,
  documentIdField,
  futureInstantField,
  instantField,
  optionalText,
  requiredText,
  systemClock,
} from './fields';

const teacherId = documentIdField(validationMessages.teacherRequired);

/** A preset slot: the server checks it is one of the teacher's (future) slots, so no clock here. */
export const slotBookingSchema = z.object({
  bookingType: z.literal('slot_booking'),
  teacherId,
  dateTime: instantField(validationMessages.timeSlotRequired),
  purpose: optionalText('Purpose', PURPOSE_MAX_LENGTH),
});
export type SlotBookingPayload = z.output<typeof slotBookingSchema>;

export function createCustomRequestSchema(clock: Clock = systemClock) {
  return z.object({
    bookingType: z.literal('custom_request'),
    teacherId,
    dateTime: futureInstantField(validationMessages.preferredDateTimeRequired, clock),
    purpose: requiredText(validationMessages.customPurposeRequired, 'Purpose', PURPOSE_MAX_LENGTH),
  });
}
export const customRequestSchema = createCustomRequestSchema();
export type CustomRequestPayload = z.output<typeof customRequestSchema>;

/** The POST /student/book body; "now" is read from the clock each time a value is parsed. */
export function createBookingSchema(clock: Clock = systemClock) {
  return z.discriminatedUnion('bookingType', [slotBookingSchema, createCustomRequestSchema(clock)], {
    error: validationMessages.bookingTypeInvalid,
  });
}
export const bookingSchema = createBookingSchema();
export type BookingInput = z.input<typeof bookingSchema>;
export type BookingPayload = z.output<typeof bookingSchema>;
