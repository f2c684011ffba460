// The spec's validation messages (sections 5 and 8), apart from the other texts so a screen that validates
// nothing does not carry them.
import {
  LIST_ITEM_MAX_LENGTH,
  LIST_MAX_ITEMS,
  MESSAGE_MAX_LENGTH,
  NAME_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PROFILE_PICTURE_MAX_SIDE,
  RESET_PASSWORD_MIN_LENGTH,
  SEARCH_TERM_MAX_LENGTH,
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
  clientMessageIdInvalid: 'clientMessageId must be 16 to 64 letters, digits or dashes',
  searchTooLong: `Search must be at most ${SEARCH_TERM_MAX_LENGTH} characters`,
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
