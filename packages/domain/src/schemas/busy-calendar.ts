import { z } from 'zod';
import { BUSY_URL_MAX_LENGTH, busyCalendarTexts } from '../busy-calendar';

/** The body of `PUT /api/teacher/busy-calendar`: the calendar's https address, or null to stop using it. */
export const busyCalendarSchema = z.object({
  url: z
    .string({ error: busyCalendarTexts.urlInvalid })
    .trim()
    .max(BUSY_URL_MAX_LENGTH, { error: busyCalendarTexts.urlInvalid })
    // Google and Apple hand out webcal:// for the same https address.
    .transform((url) => url.replace(/^webcal:\/\//i, 'https://'))
    .refine((url) => URL.canParse(url) && new URL(url).protocol === 'https:', {
      error: busyCalendarTexts.urlInvalid,
    })
    .nullable(),
});
export type BusyCalendarPayload = z.output<typeof busyCalendarSchema>;
