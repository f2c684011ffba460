import { z } from 'zod';
import { BOOKING_MIN_NOTICE_MS, CUSTOM_REQUEST_HORIZON_DAYS, PURPOSE_MAX_LENGTH } from '../constants';
import { lifecycleErrorMessages } from '../lifecycle-texts';
import { validationMessages } from '../validation-messages';
import { type Clock, documentIdField, instantField, optionalText, requiredText, systemClock } from './fields';
import { requestPlaceInputSchema } from './meeting-place';

const teacherId = documentIdField(validationMessages.teacherRequired);

/** A preset slot: the server checks it is one of the teacher's (future) slots, so no clock here. */
export const slotBookingSchema = z.object({
  bookingType: z.literal('slot_booking'),
  teacherId,
  dateTime: instantField(validationMessages.timeSlotRequired),
  purpose: optionalText('Purpose', PURPOSE_MAX_LENGTH),
});

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A custom request's time: ahead of now by at least the minimum notice, and within the booking
 * horizon (a request for the year 9999 or for two seconds from now is refused).
 */
export function customRequestTimeField(clock: Clock) {
  const ahead = (value: string) => Date.parse(value) - clock().getTime();
  return instantField(validationMessages.preferredDateTimeRequired)
    .refine((value) => ahead(value) > 0, { error: validationMessages.futureDateTimeRequired, abort: true })
    .refine((value) => ahead(value) >= BOOKING_MIN_NOTICE_MS, {
      error: lifecycleErrorMessages.noticeTooShort,
      abort: true,
    })
    .refine((value) => ahead(value) <= CUSTOM_REQUEST_HORIZON_DAYS * DAY_MS, {
      error: lifecycleErrorMessages.beyondHorizon,
    });
}

function createCustomRequestSchema(clock: Clock = systemClock) {
  return z.object({
    bookingType: z.literal('custom_request'),
    teacherId,
    dateTime: customRequestTimeField(clock),
    purpose: requiredText(validationMessages.customPurposeRequired, 'Purpose', PURPOSE_MAX_LENGTH),
    place: requestPlaceInputSchema,
  });
}
export const customRequestSchema = createCustomRequestSchema();

/** The POST /student/book body; "now" is read from the clock each time a value is parsed. */
export function createBookingSchema(clock: Clock = systemClock) {
  return z.discriminatedUnion('bookingType', [slotBookingSchema, createCustomRequestSchema(clock)], {
    error: validationMessages.bookingTypeInvalid,
  });
}
const bookingSchema = createBookingSchema();
export type BookingInput = z.input<typeof bookingSchema>;
export type BookingPayload = z.output<typeof bookingSchema>;
