// Wording of the appointment lifecycle beyond the spec (cancel, reschedule, weekly office hours, fair
// booking): the API's answers and the dashboards' labels, written once.
import { type BookingPolicy, DEFAULT_BOOKING_POLICY } from './booking-policy';
import { CANCEL_REASON_MAX_LENGTH, OFFICE_HOURS_SLOTS_MAX, OFFICE_HOURS_WEEKS_MAX } from './constants';
import { durationInWords } from './duration-words';
import { countOf } from './text';

/**
 * The refusals that name a number of the college's booking policy, for the policy in force: a college
 * that asks for 180 minutes' notice refuses with 'at least 3 hours'.
 */
export const policyRefusals = {
  cancelCutoffPassed: (policy: Pick<BookingPolicy, 'cancelCutoffMinutes'>) =>
    `Appointments can be canceled or rescheduled up to ${durationInWords(policy.cancelCutoffMinutes)} before they start`,
  tooManyWithTeacher: (policy: Pick<BookingPolicy, 'maxOpenPerTeacher'>) =>
    `You already have ${policy.maxOpenPerTeacher} open appointments with this teacher. Cancel one or wait until it has taken place.`,
  tooManyOpen: (policy: Pick<BookingPolicy, 'maxOpenTotal'>) =>
    `You already have ${policy.maxOpenTotal} open appointments. Cancel one or wait until it has taken place.`,
  noticeTooShort: (policy: Pick<BookingPolicy, 'minNoticeMinutes'>) =>
    `Please choose a time at least ${durationInWords(policy.minNoticeMinutes)} from now`,
  beyondHorizon: (policy: Pick<BookingPolicy, 'maxDaysAhead'>) =>
    `Please choose a time at most ${countOf(policy.maxDaysAhead, 'day')} ahead`,
  cutoffHint: (policy: Pick<BookingPolicy, 'cancelCutoffMinutes'>) =>
    `Canceling closes ${durationInWords(policy.cancelCutoffMinutes)} before the start.`,
} as const;

export const lifecycleErrorMessages = {
  /** The default policy's wording; the API answers with `policyRefusals` for the college's own. */
  cancelCutoffPassed: policyRefusals.cancelCutoffPassed(DEFAULT_BOOKING_POLICY),
  teacherCancelNotUpcoming: 'Only an approved session that has not started yet can be canceled',
  cancelReasonRequired: 'Please give a reason, the student will see it',
  cancelReasonTooLong: `The reason must be at most ${CANCEL_REASON_MAX_LENGTH} characters`,
  tooManyWithTeacher: policyRefusals.tooManyWithTeacher(DEFAULT_BOOKING_POLICY),
  tooManyOpen: policyRefusals.tooManyOpen(DEFAULT_BOOKING_POLICY),
  noticeTooShort: policyRefusals.noticeTooShort(DEFAULT_BOOKING_POLICY),
  beyondHorizon: policyRefusals.beyondHorizon(DEFAULT_BOOKING_POLICY),
  approvalOverlap: 'This session overlaps another approved session of yours',
  rescheduleSameTime: 'Please choose a different time',
  officeHoursDaysRequired: 'Please choose at least one day of the week',
  officeHoursLengthInvalid: 'Slot length must be 15, 30, 45 or 60 minutes',
  officeHoursDateInvalid: 'Please enter a valid date',
  officeHoursDatesOrder: 'The last date must not be before the first',
  officeHoursPastStart: 'The first date must be today or later',
  officeHoursTooFar: `Office hours can be set at most ${OFFICE_HOURS_WEEKS_MAX} weeks ahead`,
  officeHoursTooShort: 'The hours must fit at least one slot of the chosen length',
  officeHoursTooMany: `Please create at most ${OFFICE_HOURS_SLOTS_MAX} slots at a time`,
  officeHoursNothingNew:
    'Every time of these office hours already exists or collides with an approved session',
  seriesNotFound: 'These office hours do not exist',
} as const;

export const lifecycleSuccessMessages = {
  canceledByStudent: 'Appointment canceled.',
  canceledByTeacher: 'Session canceled. The student will see your reason.',
  rescheduled: 'Appointment moved. The teacher will review the new time.',
  officeHoursCreated: (created: number, skipped: number) =>
    `${countOf(created, 'slot')} created${skipped > 0 ? `, ${skipped} skipped` : ''}.`,
  seriesRemoved: (removed: number) => `Office hours removed (${countOf(removed, 'slot')}).`,
} as const;

export const WEEKDAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

export const lifecycleTexts = {
  cancel: 'Cancel',
  cancelAppointment: 'Cancel appointment',
  cancelSession: 'Cancel session',
  reschedule: 'Reschedule',
  cancelDialogTitle: 'Cancel this appointment?',
  cancelDialogBody: (when: string, teacher: string) =>
    `Your appointment with ${teacher} on ${when} will be canceled.`,
  teacherCancelDialogTitle: 'Cancel this session?',
  teacherCancelDialogBody: (when: string, student: string) =>
    `The session with ${student} on ${when} will be canceled.`,
  reasonOptional: 'Reason (optional)',
  reasonRequired: 'Reason (shown to the student)',
  keep: 'Keep it',
  confirmCancel: 'Yes, cancel',
  canceling: 'Canceling...',
  canceledByStudent: 'Canceled by the student',
  canceledByTeacher: 'Canceled by the teacher',
  canceledReason: (reason: string) => `Reason: ${reason}`,
  cutoffHint: policyRefusals.cutoffHint(DEFAULT_BOOKING_POLICY),
  rescheduleTitle: 'Move this appointment',
  rescheduleSubmit: 'Move appointment',
  officeHoursHeading: 'Weekly office hours',
  officeHoursHint: `Times are India Standard Time (Asia/Kolkata). At most ${OFFICE_HOURS_WEEKS_MAX} weeks ahead.`,
  officeHoursDays: 'Days of the week',
  officeHoursStart: 'Start time',
  officeHoursEnd: 'End time',
  officeHoursLength: 'Slot length',
  officeHoursLengthOption: (minutes: number) => `${minutes} minutes`,
  officeHoursFrom: 'From',
  officeHoursUntil: 'Until',
  officeHoursCreate: 'Create office hours',
  officeHoursCreating: 'Creating...',
  officeHoursSeries: 'Your office hours',
  officeHoursSeriesLine: (days: string, start: string, end: string, from: string, until: string) =>
    `${days}, ${start} – ${end} IST, ${from} to ${until}`,
  removeSeries: 'Remove series',
  removeSeriesLabel: (line: string) => `Remove office hours ${line}`,
  weekViewHeading: 'This week',
  weekViewListView: 'List',
  weekViewWeekView: 'Week',
  weekViewFree: 'Free slot',
  weekViewSession: (student: string) => `Session with ${student}`,
  weekViewEmptyDay: 'Nothing',
  weekViewToday: 'Today',
} as const;
