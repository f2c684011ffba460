// Fixed wording of the student and teacher profile screens (spec section 2, Student profile and Teacher
// profile) and the small display rules they share, written once so the SPA and its tests read the same words.
import { type CalendarDate, parseCalendarDateText } from './calendar';
import { STUDENT_YEAR_MAX, STUDENT_YEAR_MIN } from './constants';
import { countOf, oneDecimalOrNA } from './text';
import { isTimeOfDay } from './time/kolkata-calendar';

export const profileTexts = {
  editProfile: 'Edit Profile',
  save: 'Save',
  saving: 'Saving...',
  cancel: 'Cancel',
  loading: 'Loading profile...',
  retry: 'Retry',
  changePicture: 'Change Picture',
  uploadingPicture: 'Uploading...',
  pictureHint: 'JPEG, PNG, WebP, GIF or AVIF, smaller than 2MB.',
  pictureAlt: (name: string) => `Profile picture of ${name}`,
  personalInformation: 'Personal Information',
  academicInformation: 'Academic Information',
  aboutMe: 'About Me',
  socialLinks: 'Social Links',
  fullName: 'Full Name',
  email: 'Email',
  emailNote: 'Email cannot be changed',
  phone: 'Phone',
  bio: 'Bio',
  bioPlaceholder: 'Tell others a little about yourself',
  linkedin: 'LinkedIn',
  joined: 'Joined',
  notProvided: 'Not provided',
  noItems: 'None added yet',
  commaHint: 'Separate items with commas, e.g. "Algebra, Statistics"',
  urlHint: 'A full address starting with https://',
} as const;

export const studentProfileTexts = {
  studentId: 'Student ID',
  dateOfBirth: 'Date of Birth',
  address: 'Address',
  course: 'Course',
  year: 'Year',
  yearPlaceholder: 'Select year',
  section: 'Section',
  cgpa: 'CGPA',
  subjectsOfInterest: 'Subjects of Interest',
  academicInfo: 'Academic Info',
  careerGoals: 'Career Goals',
  github: 'GitHub',
  roleLabel: 'Student',
} as const;

export const teacherProfileTexts = {
  employeeId: 'Employee ID',
  experience: 'Experience (years)',
  department: 'Department',
  subject: 'Subject',
  designation: 'Designation',
  education: 'Education',
  qualifications: 'Qualifications',
  officeHours: 'Office Hours',
  days: 'Days',
  daysHint: 'Separate days with commas, e.g. "Monday, Wednesday"',
  startTime: 'Start time',
  endTime: 'End time',
  location: 'Location',
  performance: 'Performance',
  rating: 'Rating',
  noRating: 'No rating',
  reviews: 'Reviews',
  researchInterests: 'Research Interests',
  website: 'Website',
  roleLabel: 'Teacher',
  ratingBadgeLabel: (rating: string) => `Average rating ${rating} out of 5`,
} as const;

const ORDINAL_SUFFIXES = { 1: 'st', 2: 'nd', 3: 'rd' } as const;

/** '1st Year' … '4th Year'; null outside the student years. */
export function studentYearLabel(year: number | null | undefined): string | null {
  if (typeof year !== 'number' || !Number.isInteger(year)) return null;
  if (year < STUDENT_YEAR_MIN || year > STUDENT_YEAR_MAX) return null;
  const suffix = ORDINAL_SUFFIXES[year as keyof typeof ORDINAL_SUFFIXES] ?? 'th';
  return `${year}${suffix} Year`;
}

/** The year select's choices, 1 to 4 labelled '1st Year' to '4th Year'. */
export const STUDENT_YEAR_OPTIONS: ReadonlyArray<{ value: number; label: string }> = Array.from(
  { length: STUDENT_YEAR_MAX - STUDENT_YEAR_MIN + 1 },
  (_, index) => {
    const value = STUDENT_YEAR_MIN + index;
    return { value, label: studentYearLabel(value) ?? String(value) };
  },
);

/** The Performance panel: one decimal, or 'No rating' until someone has rated. */
export function performanceRatingText(average: number | null | undefined, totalRatings: number): string {
  return totalRatings > 0 && typeof average === 'number' && average > 0
    ? oneDecimalOrNA(average)
    : teacherProfileTexts.noRating;
}

/** The header badge shows only when the average is above 0 (spec). */
export function showsRatingBadge(average: number | null | undefined): average is number {
  return typeof average === 'number' && Number.isFinite(average) && average > 0;
}

export function reviewsCountText(totalRatings: number): string {
  return countOf(totalRatings, 'review');
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * A stored calendar date ('yyyy-MM-dd', a birthday: no time and no zone) as '3 Mar 2005'. Formatting it as
 * an instant would move it a day in zones west of UTC.
 */
export function calendarDateDisplay(text: string): string | null {
  const date: CalendarDate | null = parseCalendarDateText(text);
  if (!date) return null;
  return `${date.day} ${MONTHS[date.month - 1]} ${date.year}`;
}

/** Office hours are stored as 'HH:mm' wall-clock times; shown on the 12-hour clock like every time. */
export function timeOfDayText(value: string): string | null {
  if (!isTimeOfDay(value)) return null;
  const [hours = 0, minutes = 0] = value.split(':').map(Number);
  const suffix = hours < 12 ? 'AM' : 'PM';
  const twelveHour = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelveHour}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

/** '9:00 AM – 5:00 PM', one end alone when only one is set, null when neither is. */
export function officeHoursRangeText(startTime: string, endTime: string): string | null {
  const start = timeOfDayText(startTime);
  const end = timeOfDayText(endTime);
  if (start && end) return `${start} – ${end}`;
  return start ?? end;
}
