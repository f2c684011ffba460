// PUT /student/profile and PUT /teacher/profile. Unknown keys (email, _id, isApproved, stats, the picture
// URL, which has its own upload route) are stripped, so the client can send the whole edited object.
import { z } from 'zod';
import { calendarDateText, parseCalendarDateText } from '../calendar';
import {
  ADDRESS_MAX_LENGTH,
  BIO_MAX_LENGTH,
  CGPA_MAX,
  CGPA_MIN,
  EXPERIENCE_MAX_YEARS,
  NAME_MAX_LENGTH,
  SHORT_TEXT_MAX_LENGTH,
  STUDENT_YEAR_MAX,
  STUDENT_YEAR_MIN,
} from '../constants';
import { isTimeOfDay, istCalendarDate } from '../time/kolkata-calendar';
import { validationMessages } from '../validation-messages';
import {
  type Clock,
  listField,
  optionalPhoneField,
  optionalText,
  optionalUrlField,
  personNameField,
  systemClock,
} from './fields';
import { optionalMeetingLinkField } from './meeting-place';
import { optionalDecimalField, optionalIntegerField } from './number-fields';

const EARLIEST_BIRTH_YEAR = 1900;

function dateOfBirthField(clock: Clock) {
  return optionalText('Date of birth', 10).refine(
    (text) => {
      if (text === '') return true;
      const date = parseCalendarDateText(text);
      // Text comparison is safe: both sides are zero-padded 'yyyy-MM-dd'.
      return (
        date !== null &&
        date.year >= EARLIEST_BIRTH_YEAR &&
        text <= calendarDateText(istCalendarDate(clock()))
      );
    },
    { error: validationMessages.dateOfBirthInvalid },
  );
}

const timeOfDayField = optionalText('Time', 5).refine((text) => text === '' || isTimeOfDay(text), {
  error: validationMessages.timeInvalid,
});

const nameField = personNameField(NAME_MAX_LENGTH);

export function createStudentProfileSchema(clock: Clock = systemClock) {
  return z.object({
    name: nameField,
    profile: z
      .object({
        course: optionalText('Course', SHORT_TEXT_MAX_LENGTH),
        year: optionalIntegerField(validationMessages.yearInvalid, STUDENT_YEAR_MIN, STUDENT_YEAR_MAX),
        studentId: optionalText('Student ID', 50),
        section: optionalText('Section', 50),
        cgpa: optionalDecimalField(validationMessages.cgpaInvalid, CGPA_MIN, CGPA_MAX),
        phone: optionalPhoneField,
        address: optionalText('Address', ADDRESS_MAX_LENGTH),
        dateOfBirth: dateOfBirthField(clock),
        bio: optionalText('Bio', BIO_MAX_LENGTH),
        subjectsOfInterest: listField,
        careerGoals: listField,
        socialLinks: z.object({ linkedin: optionalUrlField, github: optionalUrlField }).prefault({}),
      })
      .prefault({}),
  });
}
export const studentProfileSchema = createStudentProfileSchema();
export type StudentProfileUpdate = z.output<typeof studentProfileSchema>;

const officeHoursSchema = z
  .object({
    days: listField,
    startTime: timeOfDayField,
    endTime: timeOfDayField,
    location: optionalText('Location', SHORT_TEXT_MAX_LENGTH),
  })
  .refine((hours) => hours.startTime === '' || hours.endTime === '' || hours.endTime > hours.startTime, {
    error: validationMessages.officeHoursOrder,
    path: ['endTime'],
  })
  .prefault({});

export const teacherProfileSchema = z.object({
  name: nameField,
  subject: optionalText('Subject', SHORT_TEXT_MAX_LENGTH),
  department: optionalText('Department', SHORT_TEXT_MAX_LENGTH),
  profile: z
    .object({
      phone: optionalPhoneField,
      experience: optionalIntegerField(validationMessages.experienceInvalid, 0, EXPERIENCE_MAX_YEARS),
      education: optionalText('Education', ADDRESS_MAX_LENGTH),
      employeeId: optionalText('Employee ID', 50),
      /** Private (stored with the phone): online sessions use it; empty means a generated Jitsi room. */
      meetingLink: optionalMeetingLinkField,
      designation: optionalText('Designation', SHORT_TEXT_MAX_LENGTH),
      qualification: listField,
      bio: optionalText('Bio', BIO_MAX_LENGTH),
      researchInterests: listField,
      officeHours: officeHoursSchema,
      socialLinks: z.object({ linkedin: optionalUrlField, website: optionalUrlField }).prefault({}),
    })
    .prefault({}),
});
export type TeacherProfileUpdate = z.output<typeof teacherProfileSchema>;
