// Fixed wording of the teacher dashboard (spec section 2: Teacher dashboard, Manage Availability,
// Appointment Requests), written once so the screen and its tests read the same words.
import { PEAK_HOURS } from './constants';

/** '10 AM', '4 PM', '12 PM': the 12-hour clock the product shows (spec section 9). */
function hourText(hour: number): string {
  const suffix = hour < 12 ? 'AM' : 'PM';
  const twelveHour = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelveHour} ${suffix}`;
}

export const teacherDashboardTexts = {
  welcomeLead: 'Welcome back,',
  subjectFallback: 'Subject not set',
  statTotalAppointments: 'Total Appointments',
  statPendingRequests: 'Pending Requests',
  statApprovedToday: 'Approved Today',
  statActiveStudents: 'Active Students',
  statsLoading: 'Loading statistics...',
  supportTitle: 'Teacher Support Center',
  supportLead: 'Priority support for teachers: questions about sessions, availability or your account.',
} as const;

export function updatedAtText(time: string): string {
  return `Updated ${time}`;
}

export const availabilityTexts = {
  activeSlotsHeading: 'Your active slots',
  noSlots: 'No active slots yet. Add one below.',
  loadingSlots: 'Loading slots...',
  expiringSoon: 'Expiring soon',
  remove: 'Remove',
  addHeading: 'Add a new slot',
  dateTimeLabel: 'Select Date & Time',
  dateTimeHint: 'Times are India Standard Time (Asia/Kolkata).',
  addSlot: 'Add Time Slot',
  addingSlot: 'Adding Slot...',
  quickAddHeading: 'Quick add for tomorrow',
  tipsHeading: 'Tips',
  tipVanish: 'Slots vanish automatically once their time passes.',
  tipPeakHours: `Peak hours are ${hourText(PEAK_HOURS.startHour)} to ${hourText(PEAK_HOURS.endHour)}: students book these most.`,
} as const;

export function removeSlotLabel(dateText: string, timeText: string): string {
  return `Remove slot on ${dateText} at ${timeText}`;
}

export function quickAddLabel(time: string): string {
  return `Set tomorrow at ${time}`;
}

export const appointmentRequestTexts = {
  searchLabel: 'Search by student name, email or purpose',
  searchPlaceholder: 'Search by student name, email or purpose...',
  statusFilterLabel: 'Filter by status',
  allStatuses: 'All',
  noAppointments: 'No appointment requests yet.',
  noMatches: 'No appointments match your search.',
  loading: 'Loading appointments...',
  upcomingSession: 'Upcoming session',
  needsApproval: 'Needs approval',
  sessionCompleted: 'Session completed',
  scheduledTime: 'Scheduled time',
  sessionPurpose: 'Session Purpose',
  noPurpose: 'No purpose given',
  approve: 'Approve Session',
  approving: 'Approving...',
  decline: 'Decline',
  declining: 'Declining...',
  sessionApproved: 'Session Approved',
  sessionCompletedStatus: 'Session Completed',
  sessionCanceled: 'Session Canceled',
  summaryTotal: 'Total Requests',
  summaryPending: 'Pending Review',
  summaryApproved: 'Approved Sessions',
  summaryCompleted: 'Completed',
  summaryUpcoming: 'Upcoming',
  showOlder: 'Show older appointments',
  searchShownOnly: 'Older appointments are searched once they are shown.',
} as const;

/** 'Starts in 3 hours': the countdown under an approved upcoming session. */
export function sessionCountdownText(countdown: string): string {
  return `Starts ${countdown}`;
}

export function statusFilterOptionText(label: string, count: number): string {
  return `${label} (${count})`;
}
