// Bodies of the lifecycle calls: cancel (student, teacher), reschedule, weekly office hours.
import { z } from 'zod';
import { type BookingPolicy, DEFAULT_BOOKING_POLICY } from '../booking-policy';
import { parseCalendarDateText } from '../calendar';
import { CANCEL_REASON_MAX_LENGTH, OFFICE_HOURS_SLOTS_MAX } from '../constants';
import { lifecycleErrorMessages } from '../lifecycle-texts';
import { istTodayText, officeHoursLastDate, officeHoursSlotTimes, slotsPerDay } from '../office-hours';
import { SESSION_LENGTH_OPTIONS } from '../session-length';
import { isTimeOfDay } from '../time/kolkata-calendar';
import { validationMessages } from '../validation-messages';
import { autoApproveField, slotCapacityField } from './availability';
import { customRequestTimeField } from './booking';
import { type Clock, instantField, systemClock } from './fields';
import { slotPlaceInputSchema } from './meeting-place';

const reasonText = z
  .string({ error: lifecycleErrorMessages.cancelReasonRequired })
  .trim()
  .max(CANCEL_REASON_MAX_LENGTH, { error: lifecycleErrorMessages.cancelReasonTooLong });

/** POST /student/appointments/{id}/cancel: the reason is optional. */
export const studentCancelSchema = z.object({
  reason: reasonText.nullish().transform((value) => value ?? ''),
});
export type StudentCancelPayload = z.output<typeof studentCancelSchema>;

/** POST /teacher/appointments/{id}/cancel: the student is owed a reason. */
export const teacherCancelSchema = z.object({
  reason: reasonText.min(1, { error: lifecycleErrorMessages.cancelReasonRequired }),
});
export type TeacherCancelPayload = z.output<typeof teacherCancelSchema>;

/** POST /student/appointments/{id}/reschedule: another free slot of the same teacher, or a custom time. */
export function createRescheduleSchema(
  clock: Clock = systemClock,
  policy: BookingPolicy = DEFAULT_BOOKING_POLICY,
) {
  return z.discriminatedUnion(
    'bookingType',
    [
      z.object({
        bookingType: z.literal('slot_booking'),
        dateTime: instantField(validationMessages.timeSlotRequired),
      }),
      z.object({ bookingType: z.literal('custom_request'), dateTime: customRequestTimeField(clock, policy) }),
    ],
    { error: validationMessages.bookingTypeInvalid },
  );
}
export type ReschedulePayload = z.output<ReturnType<typeof createRescheduleSchema>>;

const dateText = z
  .string({ error: lifecycleErrorMessages.officeHoursDateInvalid })
  .refine((value) => parseCalendarDateText(value) !== null, {
    error: lifecycleErrorMessages.officeHoursDateInvalid,
  });
const timeText = z
  .string({ error: validationMessages.timeInvalid })
  .refine(isTimeOfDay, { error: validationMessages.timeInvalid });

/** POST /teacher/office-hours. */
export function createOfficeHoursSchema(clock: Clock = systemClock) {
  return z
    .object({
      days: z
        .array(z.number().int().min(0).max(6), { error: lifecycleErrorMessages.officeHoursDaysRequired })
        .min(1, { error: lifecycleErrorMessages.officeHoursDaysRequired })
        .max(7, { error: lifecycleErrorMessages.officeHoursDaysRequired })
        .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
      startTime: timeText,
      endTime: timeText,
      slotMinutes: z
        .number({ error: lifecycleErrorMessages.officeHoursLengthInvalid })
        .refine((value) => (SESSION_LENGTH_OPTIONS as readonly number[]).includes(value), {
          error: lifecycleErrorMessages.officeHoursLengthInvalid,
        }),
      fromDate: dateText,
      untilDate: dateText,
      place: slotPlaceInputSchema,
      capacity: slotCapacityField,
      autoApprove: autoApproveField,
    })
    .superRefine((value, context) => {
      const now = clock();
      const issue = (path: string, message: string) =>
        context.addIssue({ code: 'custom', path: [path], message });
      if (value.endTime <= value.startTime) return issue('endTime', validationMessages.officeHoursOrder);
      if (slotsPerDay(value) === 0) return issue('endTime', lifecycleErrorMessages.officeHoursTooShort);
      if (value.untilDate < value.fromDate)
        return issue('untilDate', lifecycleErrorMessages.officeHoursDatesOrder);
      if (value.fromDate < istTodayText(now))
        return issue('fromDate', lifecycleErrorMessages.officeHoursPastStart);
      if (value.untilDate > officeHoursLastDate(now))
        return issue('untilDate', lifecycleErrorMessages.officeHoursTooFar);
      if (officeHoursSlotTimes(value).length > OFFICE_HOURS_SLOTS_MAX)
        return issue('untilDate', lifecycleErrorMessages.officeHoursTooMany);
    });
}
export type OfficeHoursPayload = z.output<ReturnType<typeof createOfficeHoursSchema>>;
