// `appointments/{id}`: the booking, with copies of both people's names for the lists.
import * as z from 'zod/mini';
import { APPOINTMENT_STATUSES, BOOKING_TYPES } from '../entities';
import { MEETING_KINDS } from '../meeting-place';
import { ATTENDANCE_MARKS } from '../session-record';
import { flag, picture, section, text, timeOrNull, timestamp } from './fields';

export const appointmentDocument = z.strictObject({
  teacherId: z.string(),
  studentId: z.string(),
  /** Unknown statuses read as pending (spec). */
  status: z.catch(z.enum(APPOINTMENT_STATUSES), 'pending'),
  dateTime: timestamp(),
  purpose: text(),
  bookingType: z.catch(z.enum(BOOKING_TYPES), 'custom_request'),
  /** The session's length; absent on appointments stored before lengths existed. */
  durationMinutes: z.optional(z.number()),
  slotSeriesId: z._default(z.nullable(z.string()), null),
  /**
   * Booked into a group slot (more than one seat): its seat returns to that slot when it ends early, and
   * the teacher's overlap rules count the whole group once. Absent: a one-seat slot or a custom time.
   */
  groupSession: z.optional(z.boolean()),
  placeKind: z.optional(z.enum(MEETING_KINDS)),
  canceledBy: z._default(z.nullable(z.enum(['student', 'teacher'])), null),
  cancelReason: z._default(z.nullable(z.string()), null),
  canceledAt: timeOrNull(),
  rescheduledAt: z.optional(timestamp()),
  autoUpdated: flag(),
  autoUpdatedAt: timeOrNull(),
  approvedAt: timeOrNull(),
  /**
   * When the teacher approved or declined the request (the insights' response time); null again when it
   * moves. Absent on appointments stored before it existed (read as `approvedAt`, or a decline's `updatedAt`).
   */
  decidedAt: z.optional(z.nullable(timestamp())),
  createdAt: timestamp(),
  updatedAt: timestamp(),
  teacher: section({
    name: text(),
    subject: text(),
    department: text(),
    profile: section({ profilePicture: picture() }),
  }),
  student: section({ name: text(), email: text(), profile: section({ profilePicture: picture() }) }),
  /** The teacher's mark (session record); null until marked. */
  attendance: z._default(z.nullable(z.enum(ATTENDANCE_MARKS)), null),
  /** When the student said "I'm here". */
  checkedInAt: timeOrNull(),
  /** Every mark and correction, oldest first (who marked is always the session's teacher). */
  attendanceChanges: z.optional(
    z.array(
      z.strictObject({
        from: z.nullable(z.enum(ATTENDANCE_MARKS)),
        to: z.enum(ATTENDANCE_MARKS),
        at: timestamp(),
      }),
    ),
  ),
  /** The summary the teacher published for the student; a draft lives with the private note. */
  summary: z._default(
    z.nullable(z.strictObject({ covered: text(), nextSteps: text(), publishedAt: timestamp() })),
    null,
  ),
  /** When each reminder was queued. */
  reminders: z.optional(z.strictObject({ day: z.optional(timestamp()), hour: z.optional(timestamp()) })),
});

export type AppointmentDocument = z.output<typeof appointmentDocument>;
