// `teachers/{uid}`: the teacher's public card, which approved students read (nothing private on it).
import * as z from 'zod/mini';
import { count, flag, numberOrNull, picture, section, text, textList, timestamp } from './fields';

export const teacherPublicProfileFields = section({
  profilePicture: picture(),
  experience: numberOrNull(),
  education: text(),
  designation: text(),
  qualification: textList(),
  bio: text(),
  researchInterests: textList(),
  officeHours: section({ days: textList(), startTime: text(), endTime: text(), location: text() }),
  socialLinks: section({ linkedin: text(), website: text() }),
});

export const teacherCardDocument = z.strictObject({
  name: text(),
  email: text(),
  subject: text(),
  department: text(),
  isApproved: flag(),
  createdAt: timestamp(),
  suspendedAt: z._default(z.nullable(timestamp()), null),
  averageRating: count(),
  ratingSum: count(),
  totalRatings: count(),
  availableSlotsCount: count(),
  /** The open slots' times beside their counter; absent on a card stored before it existed. */
  slotTimes: z.optional(z.array(timestamp())),
  /** The earliest of `slotTimes` (9999-12-31 with none), so a query can list the soonest free slot first. */
  nextSlotAt: z.optional(timestamp()),
  totalSessions: count(),
  stats: section({ totalStudents: count(), totalSessions: count() }),
  profile: teacherPublicProfileFields,
  searchKeys: textList(),
});

export type TeacherCardDocument = z.output<typeof teacherCardDocument>;
