// `teachers/{uid}/officeHours/{seriesId}`: a weekly office-hours series whose slots carry its id.
import * as z from 'zod/mini';
import { timestamp } from './fields';
import { slotPlaceFields } from './slot-place';

export const officeHoursSeriesDocument = z.strictObject({
  teacherId: z.string(),
  days: z.array(z.number()),
  startTime: z.string(),
  endTime: z.string(),
  slotMinutes: z.number(),
  fromDate: z.string(),
  untilDate: z.string(),
  place: slotPlaceFields,
  slotCount: z.number(),
  /** Seats of each slot; absent on series stored before groups existed: one. */
  capacity: z.optional(z.number()),
  autoApprove: z.optional(z.boolean()),
  createdAt: timestamp(),
});

export type OfficeHoursSeriesDocument = z.output<typeof officeHoursSeriesDocument>;
