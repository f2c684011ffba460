// `teachers/{uid}/slots/{slotKey}`: one open slot, keyed by its UTC minute.
import * as z from 'zod/mini';
import { BLOCK_REASONS } from '../day-shape';
import { timestamp } from './fields';
import { slotPlaceFields } from './slot-place';

export const slotDocument = z.strictObject({
  teacherId: z.optional(z.string()),
  dateTime: timestamp(),
  createdAt: z.optional(timestamp()),
  /** Absent on slots stored before lengths existed: those last the default session. */
  durationMinutes: z.optional(z.number()),
  seriesId: z.optional(z.nullable(z.string())),
  /** Seats, 1 to 50; absent on slots stored before groups existed: one seat. */
  capacity: z.optional(z.number()),
  /**
   * Seats still free, kept by the booking, cancel, decline and move transactions. A one-seat slot is
   * deleted by its booking; a group slot stays, full at 0, so students see it and may join its waitlist.
   */
  seatsLeft: z.optional(z.number()),
  /** Seats held for waitlist offers (counted out of `seatsLeft`); absent: none. */
  held: z.optional(z.number()),
  /** A group slot whose bookings are approved at once (the teacher's choice); absent: false. */
  autoApprove: z.optional(z.boolean()),
  /** Absent on slots stored before places existed: those are in person at the office. */
  place: z.optional(slotPlaceFields),
  /**
   * Why students are not offered this slot now (the teacher's busy times or the shape of their day), kept by
   * the API (services/slot-availability.ts); absent or null: offered.
   */
  blocked: z.optional(
    z.nullable(z.catch(z.enum(BLOCK_REASONS as ['busy', 'buffer', 'dailyMax', 'hours']), 'busy')),
  ),
});

export type SlotDocument = z.output<typeof slotDocument>;
