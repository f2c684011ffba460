// Wording of the session record and the no-show policy: the API's answers, the cards' labels, the mails.
import { ATTENDANCE_WINDOW_DAYS, CHECK_IN_OPENS_MINUTES, SESSION_TEXT_MAX_LENGTH } from './session-record';
import { countOf } from './text';
import { formatDate } from './time/format';
import type { DateInput } from './time/instant';

export const sessionRecordErrors = {
  attendanceWindow: `Attendance can be recorded from the session's start until ${ATTENDANCE_WINDOW_DAYS} days after it`,
  attendanceNotHeld: 'Attendance can be recorded only for an approved or completed session',
  attendanceInvalid: "Attendance must be 'attended', 'late' or 'no_show'",
  checkInWindow: `You can check in from ${CHECK_IN_OPENS_MINUTES} minutes before the session's start until its end`,
  notesNotHeld: 'Notes can be written only for an approved or completed session',
  noteTooLong: `The private note must be at most ${SESSION_TEXT_MAX_LENGTH} characters`,
  coveredTooLong: `'What we covered' must be at most ${SESSION_TEXT_MAX_LENGTH} characters`,
  nextStepsTooLong: `'Next steps' must be at most ${SESSION_TEXT_MAX_LENGTH} characters`,
  summaryEmpty: 'Write what you covered or the next steps before publishing the summary',
  notesEmpty: 'Send a private note, a summary or both',
  textInvalid: 'Must be text',
  publishInvalid: 'publishSummary must be true or false',
  /** The answer to a paused student's booking: the day the pause ends, in the college's zone. */
  bookingPaused: (until: DateInput) =>
    `New bookings are paused until ${formatDate(until)} because of missed sessions`,
  pauseNotFound: 'This student has no booking pause',
  followUpNotHeld: 'A follow-up can be booked from an approved or completed session',
  followUpStudentInactive: "This student's account is not active, so a session cannot be booked for them",
  /** The screens' fallbacks when the API gives no reason. */
  checkInFailed: 'Could not check you in. Please try again.',
  attendanceFailed: 'Could not record attendance. Please try again.',
  notesFailed: 'Could not save the notes. Please try again.',
  notesLoadFailed: 'Could not load the notes. Please try again.',
  historyLoadFailed: 'Could not load the past sessions. Please try again.',
  pausesLoadFailed: 'Could not load the paused students. Please try again.',
  liftFailed: 'Could not lift the pause. Please try again.',
  followUpFailed: 'Could not book the follow-up. Please try again.',
} as const;

export const sessionRecordMessages = {
  attendanceRecorded: 'Attendance recorded',
  checkedIn: "You're checked in",
  notesSaved: 'Notes saved',
  summaryPublished: 'Summary published; the student has been mailed',
  followUpBooked: 'Follow-up booked; the student has been mailed',
  pauseLifted: 'Booking pause lifted',
} as const;

/** The cards' and history's labels. */
export const sessionRecordTexts = {
  attendance: { attended: 'Attended', late: 'Late', no_show: 'No-show' },
  outcome: {
    attended: 'Completed · attended',
    late: 'Completed · late',
    no_show: 'No-show',
    checked_in: 'Completed · checked in',
    not_recorded: 'Completed (attendance not recorded)',
  },
  markAttendance: 'Attendance',
  checkIn: "I'm here",
  checkedIn: (time: string) => `Checked in at ${time}`,
  studentHere: (time: string) => `Student is here (checked in ${time})`,
  privateNoteLabel: 'Private note (only you can read it)',
  coveredLabel: 'What we covered',
  nextStepsLabel: 'Next steps',
  saveNotes: 'Save',
  publishSummary: 'Publish summary to student',
  summaryTitle: 'Session summary',
  publishedOn: (date: string) => `Published ${date}`,
  bookFollowUp: 'Book a follow-up',
  followUpTitleFor: (name: string) => `Book a follow-up with ${name}`,
  followUpIntro:
    'The session is booked for the student at once, approved; they are mailed and can cancel it.',
  followUpSlotsLabel: 'Your free times',
  followUpOtherTime: 'Another time',
  followUpTimeLabel: 'Time (IST)',
  followUpNoSlots: 'You have no free time ahead: choose another time.',
  followUpSubmit: 'Book follow-up',
  purposeLabel: 'Purpose',
  historyTitleFor: (name: string) => `Past sessions with ${name}`,
  openHistory: 'Past sessions',
  openNotes: 'Session notes',
  hideNotes: 'Hide notes',
  close: 'Close',
  loading: 'Loading...',
  privateNoteHeading: 'Your private note',
  historyEmpty: 'No past sessions yet',
  pausedStudentsTitle: 'Students with paused bookings',
  pausedStudentsEmpty: 'No student is paused',
  liftPause: 'Lift pause',
  pausedUntil: (until: DateInput) => `Paused until ${formatDate(until)}`,
  /** Under the student dashboard's pause banner (its title is `sessionRecordErrors.bookingPaused`). */
  pauseNote:
    'Your sessions already booked go ahead. If a teacher marked you absent by mistake, ask them to correct it: that lifts the pause.',
  noShowCount: (count: number) => countOf(count, 'no-show'),
} as const;

export const sessionRecordMails = {
  summary: {
    subject: (teacherName: string) => `${teacherName} shared a summary of your session`,
    intro: (teacherName: string) => `${teacherName} wrote a summary of your session.`,
    whenLabel: 'Session',
    coveredLabel: 'What we covered',
    nextStepsLabel: 'Next steps',
    action: 'View your sessions',
  },
  followUp: {
    subject: (teacherName: string) => `${teacherName} booked a follow-up session with you`,
    intro: (teacherName: string) =>
      `${teacherName} booked a follow-up session with you. It is approved; if you cannot come, cancel it from your dashboard.`,
    whenLabel: 'When',
    purposeLabel: 'Purpose',
    calendarNote: 'The attached invitation adds the session to your calendar.',
    action: 'View my appointments',
  },
  paused: {
    subject: 'Your new bookings are paused',
    intro: (count: number, days: number) =>
      `You missed ${countOf(count, 'session')} in the last ${countOf(days, 'day')}, so you cannot book new sessions for now.`,
    untilLabel: 'Paused until',
    note: 'Your approved sessions stay as they are. If a session was marked as missed by mistake, ask your teacher to correct it.',
    action: 'View your appointments',
  },
} as const;
