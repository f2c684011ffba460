import { z } from 'zod';
import { BUFFER_MAX_MINUTES, DAILY_MAX_LIMIT, dayShapeTexts } from '../day-shape';

const wholeNumber = (message: string, min: number, max: number) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });

/** The body of `PUT /api/teacher/day-shape`; each 400 names its field. */
export const dayShapeSchema = z
  .object({
    bufferBeforeMinutes: wholeNumber(dayShapeTexts.bufferRange, 0, BUFFER_MAX_MINUTES),
    bufferAfterMinutes: wholeNumber(dayShapeTexts.bufferRange, 0, BUFFER_MAX_MINUTES),
    maxSessionsPerDay: wholeNumber(dayShapeTexts.maxRange, 1, DAILY_MAX_LIMIT).nullable(),
    earliestHour: wholeNumber(dayShapeTexts.hourRange, 0, 23),
    latestHour: wholeNumber(dayShapeTexts.hourRange, 1, 24),
  })
  .refine((shape) => shape.latestHour > shape.earliestHour, {
    error: dayShapeTexts.hoursOrder,
    path: ['latestHour'],
  });
export type DayShapePayload = z.output<typeof dayShapeSchema>;
