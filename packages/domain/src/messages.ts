// Every fixed user-facing sentence of the spec (sections 5 and 8) lives here so a wording change is one edit.
import {
  LIST_ITEM_MAX_LENGTH,
  LIST_MAX_ITEMS,
  MESSAGE_MAX_LENGTH,
  NAME_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PROFILE_PICTURE_MAX_SIDE,
  RESET_PASSWORD_MIN_LENGTH,
} from './constants';

export const validationMessages = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email',
  emailInvalidAddress: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordWeak:
    'Password must be at least 8 characters with uppercase, lowercase, number, and special character',
  passwordStrong: 'Password meets all requirements - Strong password!',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  nameRequired: 'Name is required',
  nameTooShort: `Name must be at least ${NAME_MIN_LENGTH} characters`,
  nameMixedScripts: 'Please write each word of the name in one alphabet',
  roleInvalid: 'Please choose Student or Teacher',
  timeSlotRequired: 'Please select a time slot',
  preferredDateTimeRequired: 'Please select your preferred date and time',
  futureDateTimeRequired: 'Please select a future date and time',
  customPurposeRequired: 'Please explain the purpose for your custom request',
  bookingTypeInvalid: 'Please choose a preset slot or a custom request',
  teacherRequired: 'Please select a teacher',
  ratingRequired: 'Please select a rating',
  slotDateTimeRequired: 'Please select a date and time',
  slotDuplicate: 'This time slot already exists',
  phoneInvalid: 'Please enter a valid phone number',
  departmentRequired: 'Department is required',
  subjectRequired: 'Subject is required',
  resetPasswordsMismatch: 'Passwords do not match!',
  resetPasswordTooShort: `Password must be at least ${RESET_PASSWORD_MIN_LENGTH} characters!`,
  pictureTooLarge: 'Please select an image smaller than 2MB',
  pictureNotImage: 'Please select an image file',
  pictureHeicUnsupported:
    'HEIC/HEIF pictures (the iPhone default) cannot be read here. Please choose a JPEG, PNG, WebP, GIF or AVIF picture.',
  pictureTooManyPixels: `Please select an image of at most ${PROFILE_PICTURE_MAX_SIDE}×${PROFILE_PICTURE_MAX_SIDE} pixels`,
  statusInvalid: 'Status must be approved or canceled',
  messageRequired: 'Please type a message',
  messageTooLong: `Message must be at most ${MESSAGE_MAX_LENGTH} characters`,
  receiverRequired: 'Please select a contact',
  receiverModelInvalid: 'Receiver must be a student or a teacher',
  idInvalid: 'Invalid identifier',
  cgpaInvalid: 'CGPA must be a number from 0 to 10 with at most 2 decimals',
  yearInvalid: 'Year must be 1, 2, 3 or 4',
  experienceInvalid: 'Experience must be a whole number of years',
  urlInvalid: 'Please enter a valid URL starting with http:// or https://',
  dateOfBirthInvalid: 'Please enter a valid date of birth',
  timeInvalid: 'Please enter a valid time',
  officeHoursOrder: 'End time must be after start time',
  listTooLong: `Please list at most ${LIST_MAX_ITEMS} items`,
  listItemTooLong: `Each item must be at most ${LIST_ITEM_MAX_LENGTH} characters`,
  validationFailed: 'Please check the form and try again',
} as const;

/** Each text is at most this long; the message names the field so the form can show it next to it. */
export function tooLongMessage(field: string, max: number): string {
  return `${field} must be at most ${max} characters`;
}

/** Fallbacks shown when the server gives no message of its own (spec section 8). */
export const errorMessages = {
  loginFailed: 'Login failed. Please try again.',
  registrationFailed: 'Registration failed',
  bookingFailed: 'Failed to book appointment',
  ratingSubmitFailed: 'Failed to submit rating',
  studentSlotsLoadFailed: 'Failed to load available time slots',
  ratingLoadFailed: 'Failed to load existing rating',
  teachersLoadFailed: 'Failed to load teachers',
  appointmentsLoadFailed: 'Failed to load appointments',
  statsLoadFailed: 'Failed to load dashboard statistics',
  statsFetchFailed: 'Failed to fetch stats',
  statsBanner: 'Unable to load statistics',
  appointmentStatusUpdateFailed: 'Failed to update appointment status',
  availabilityLoadFailed: 'Failed to load available slots',
  addSlotFailed: 'Failed to add availability slot',
  removeSlotFailed: 'Failed to remove time slot',
  addTeacherFailed: 'Failed to add teacher',
  approveStudentFailed: 'Failed to approve student',
  approveTeacherFailed: 'Failed to approve teacher',
  pendingTeachersLoadFailed: 'Failed to load pending teachers',
  teacherStatusUpdateFailed: 'Failed to update teacher status',
  studentStatusUpdateFailed: 'Failed to update student status',
  deleteTeacherFailed: 'Failed to delete teacher',
  deleteStudentFailed: 'Failed to delete student',
  studentsLoadFailed: 'Failed to load students',
  exportFailed: 'Failed to export data',
  profileLoadFailed: 'Failed to load profile',
  profileUpdateFailed: 'Failed to update profile',
  imageUploadFailed: 'Failed to upload image',
  resetPasswordFailed: 'Password reset failed!',
  forgotPasswordFailed: 'Something went wrong. Please try again.',
} as const;

export type ErrorMessageKey = keyof typeof errorMessages;

/** Messages the API sends with its error statuses (design brief: 401, 403, 404, 409, 413, 429, 500). */
export const apiErrorMessages = {
  unauthenticated: 'Please log in to continue',
  forbidden: 'You do not have permission to do this',
  notApproved: 'Your account is awaiting admin approval',
  accountSuspended: 'Your account has been suspended. Please contact the administrator.',
  notFound: 'Not found',
  slotTaken: 'This time slot is no longer available',
  tooLarge: 'The upload is too large',
  malformedJson: 'Request body is not valid JSON',
  emailTaken: 'An account with this email already exists',
  invalidCredentials: 'Invalid email or password',
  adminCannotRegister: 'Admin accounts cannot be registered',
  resetLinkInvalid: 'This reset link is invalid or has expired. Please request a new one.',
  resetLinkSent: 'If an account exists for this email, a password reset link has been sent.',
  accountNotFound: 'Account not found',
  teacherNotFound: 'Teacher not found',
  studentNotFound: 'Student not found',
  profileNotFound: 'Profile not found',
  appointmentNotFound: 'Appointment not found',
  slotNotFound: 'This time slot does not exist',
  messagePartnerInvalid: 'Messages go between a student and a teacher',
  contactNotFound: 'This contact is not available',
  rateAfterSession: 'You can rate a teacher once they have approved a session with you',
  appointmentTimePassed: 'This appointment time has already passed',
  approvalClash: 'You already have an approved session at this time',
  transitionNotAllowed: (status: string) => `This appointment is already ${status} and cannot be changed`,
  rateLimited: 'Too many requests. Please try again later.',
  internal: 'Something went wrong. Please try again.',
} as const;

export const successMessages = {
  login: 'Login Successful',
  registration: 'Registration successful! Redirecting to login...',
  registrationTitle: 'Registration Successful!',
  slotBooked: 'Appointment booked successfully! Teacher will confirm shortly.',
  customRequestSent: 'Appointment request sent successfully! Teacher will review your requested time.',
  ratingSubmitted: 'Rating submitted successfully!',
  ratingUpdated: 'Rating updated successfully!',
  teachersRefreshed: 'Teachers list refreshed!',
  appointmentApproved: 'Appointment approved successfully!',
  appointmentCancelled: 'Appointment cancelled successfully!',
  slotAdded: 'Time slot added successfully!',
  slotRemoved: 'Time slot removed successfully!',
  teacherAdded: 'Teacher added successfully!',
  studentApproved: 'Student approved successfully!',
  teacherApproved: 'Teacher approved successfully!',
  teacherSuspended: 'Teacher suspended successfully!',
  studentSuspended: 'Student suspended successfully!',
  teachersExported: 'Teacher data exported successfully!',
  studentsExported: 'Student data exported successfully!',
  passwordGenerated: 'Secure password generated!',
  dashboardRefreshed: 'Dashboard refreshed!',
  profileUpdated: 'Profile updated successfully!',
  profilePictureUpdated: 'Profile picture updated successfully!',
  passwordReset: 'Password reset successful!',
} as const;

export type SuccessMessageKey = keyof typeof successMessages;

export function deletedSuccessMessage(name: string): string {
  return `${name} has been deleted successfully`;
}

export const infoMessages = {
  refreshingDashboard: 'Refreshing dashboard...',
} as const;
