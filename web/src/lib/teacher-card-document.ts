// A teacher's public document as the card every role sees (Find Teachers, the admin's lists), the shape
// GET /student/teachers answers with.
import type { TeacherCard } from '@appointments/domain';
import {
  asNumber,
  asRecord,
  asString,
  asStringList,
  numberOrNull,
  pictureOf,
  toIsoOrNull,
} from './firestore-values';

export function teacherCardFromData(id: string, data: Record<string, unknown>): TeacherCard {
  const profile = asRecord(data.profile);
  const officeHours = asRecord(profile.officeHours);
  const socialLinks = asRecord(profile.socialLinks);
  const availableSlotsCount = asNumber(data.availableSlotsCount);
  return {
    _id: id,
    name: asString(data.name),
    email: asString(data.email),
    subject: asString(data.subject),
    department: asString(data.department),
    averageRating: asNumber(data.averageRating),
    totalRatings: asNumber(data.totalRatings),
    availableSlotsCount,
    hasAvailableSlots: availableSlotsCount > 0,
    // Kept beside the counter by every slot write; the cards count the ones still ahead.
    ...(Array.isArray(data.slotTimes)
      ? { slotTimes: data.slotTimes.map(toIsoOrNull).filter((time): time is string => time !== null) }
      : {}),
    totalSessions: asNumber(data.totalSessions),
    profile: {
      profilePicture: pictureOf(profile),
      experience: numberOrNull(profile.experience),
      education: asString(profile.education),
      designation: asString(profile.designation),
      qualification: asStringList(profile.qualification),
      bio: asString(profile.bio),
      researchInterests: asStringList(profile.researchInterests),
      officeHours: {
        days: asStringList(officeHours.days),
        startTime: asString(officeHours.startTime),
        endTime: asString(officeHours.endTime),
        location: asString(officeHours.location),
      },
      socialLinks: { linkedin: asString(socialLinks.linkedin), website: asString(socialLinks.website) },
    },
  };
}
