import { z } from 'zod';
import { type BookingPolicy, DEFAULT_BOOKING_POLICY, minNoticeMs } from '../booking-policy';
import { PURPOSE_MAX_LENGTH } from '../constants';
import { policyRefusals } from '../lifecycle-texts';
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
export function customRequestTimeField(
  clock: Clock,
  policy: Pick<BookingPolicy, 'minNoticeMinutes' | 'maxDaysAhead'> = DEFAULT_BOOKING_POLICY,
) {
  const ahead = (value: string) => Date.parse(value) - clock().getTime();
  return instantField(validationMessages.preferredDateTimeRequired)
    .refine((value) => ahead(value) > 0, { error: validationMessages.futureDateTimeRequired, abort: true })
    .refine((value) => ahead(value) >= minNoticeMs(policy), {
      error: policyRefusals.noticeTooShort(policy),
      abort: true,
    })
    .refine((value) => ahead(value) <= policy.maxDaysAhead * DAY_MS, {
      error: policyRefusals.beyondHorizon(policy),
    });
}

function createCustomRequestSchema(
  clock: Clock = systemClock,
  policy: BookingPolicy = DEFAULT_BOOKING_POLICY,
) {
  return z.object({
    bookingType: z.literal('custom_request'),
    teacherId,
    dateTime: customRequestTimeField(clock, policy),
    purpose: requiredText(validationMessages.customPurposeRequired, 'Purpose', PURPOSE_MAX_LENGTH),
    place: requestPlaceInputSchema,
  });
}
export const customRequestSchema = createCustomRequestSchema();

/** The POST /student/book body; "now" is read from the clock each time a value is parsed. */
export function createBookingSchema(
  clock: Clock = systemClock,
  policy: BookingPolicy = DEFAULT_BOOKING_POLICY,
) {
  return z.discriminatedUnion('bookingType', [slotBookingSchema, createCustomRequestSchema(clock, policy)], {
    error: validationMessages.bookingTypeInvalid,
  });
}
/**
 * The POST /teacher/appointments/{id}/follow-up body: a booking as the student would send it, for the
 * teacher who sends it (so without `teacherId`): one of the teacher's free slots, or another time.
 */
export function createFollowUpSchema(
  clock: Clock = systemClock,
  policy: BookingPolicy = DEFAULT_BOOKING_POLICY,
) {
  return z.discriminatedUnion(
    'bookingType',
    [
      slotBookingSchema.omit({ teacherId: true }),
      createCustomRequestSchema(clock, policy).omit({ teacherId: true }),
    ],
    { error: validationMessages.bookingTypeInvalid },
  );
}
export type FollowUpPayload = z.output<ReturnType<typeof createFollowUpSchema>>;

const bookingSchema = createBookingSchema();
export type BookingInput = z.input<typeof bookingSchema>;
export type BookingPayload = z.output<typeof bookingSchema>;
