// Fixed labels of the student dashboard (spec section 2: dashboard, Find Teachers, booking and rating
// modals, My Appointments), written once so the SPA and the browser tests read the same words.
import { countOf } from './text';

export const studentDashboardTexts = {
  welcomeTitle: (name: string) => `Welcome back, ${name}!`,
  academicYear: (label: string) => `Academic Year ${label}`,
  statCards: {
    totalAppointments: 'Total Appointments',
    pendingRequests: 'Pending Requests',
    approvedSessions: 'Approved Sessions',
    availableTeachers: 'Available Teachers',
    completedSessions: 'Completed Sessions',
  },
  statsLoading: 'Loading statistics...',
  retry: 'Retry',
  refreshStats: 'Refresh Stats',
  refresh: 'Refresh',
  updatedAt: (time: string) => `Updated ${time}`,
  loading: 'Loading...',
} as const;

export const findTeachersTexts = {
  searchLabel: 'Search teachers',
  searchPlaceholder: 'Search by name or subject',
  departmentLabel: 'Department',
  allDepartments: 'All Departments',
  departmentOption: (department: string, count: number) => `${department} (${count})`,
  refreshLabel: 'Refresh teachers list',
  noRating: 'No rating',
  ratingsCount: (count: number) => `(${countOf(count, 'rating')})`,
  sessions: (count: number) => countOf(count, 'session'),
  experience: (years: number | null | undefined) =>
    typeof years === 'number' && Number.isFinite(years) ? countOf(years, 'year') : 'N/A',
  experienceLabel: 'Experience',
  bookAppointment: 'Book Appointment',
  requestAppointment: 'Request Appointment',
  rateTeacher: 'Rate Teacher',
  emptyTitle: 'No teachers found',
  emptyHint: 'Try adjusting your search or filter criteria',
  /** Find Teachers shows a page of cards at a time; this adds the next. */
  showMore: 'Show more teachers',
  shownOf: (shown: number, total: number) => `Showing ${shown} of ${countOf(total, 'teacher')}`,
  pictureAlt: (name: string) => `Profile picture of ${name}`,
} as const;

export const bookingModalTexts = {
  title: (hasSlots: boolean, teacherName: string) =>
    `${hasSlots ? 'Book Appointment' : 'Request Appointment'} with ${teacherName}`,
  modeLabel: 'Booking type',
  availableSlots: 'Available Slots',
  customRequest: 'Custom Request',
  noAvailableSlots: 'No available slots',
  slotsLegend: 'Choose a time slot',
  preferredDateTime: 'Preferred date and time',
  customNote: 'The teacher will approve your requested time or suggest an alternative.',
  purpose: 'Purpose',
  purposeOptional: 'Purpose (optional)',
  purposePlaceholder: 'What would you like to discuss?',
  cancel: 'Cancel',
  bookNow: 'Book Now',
  sendRequest: 'Send Request',
  submitting: 'Sending...',
  close: 'Close',
} as const;

export const ratingModalTexts = {
  title: (teacherName: string) => `Rate ${teacherName}`,
  starsLegend: 'Your rating',
  // The name a star button is announced by is its visible label (spec: '1 Poor' … '5 Excellent').
  starLabel: (stars: number, label: string) => `${stars} ${label}`,
  review: 'Review (optional)',
  reviewPlaceholder: 'Share your experience with this teacher',
  existing: (stars: number, date: string) => `You rated ${stars}/5 on ${date}`,
  submit: 'Submit Rating',
  update: 'Update Rating',
  cancel: 'Cancel',
  loading: 'Loading your rating...',
} as const;

export const myAppointmentsTexts = {
  searchLabel: 'Search appointments',
  searchPlaceholder: 'Search by teacher, subject, department or purpose',
  statusLabel: 'Status',
  allStatus: 'All Status',
  teacherLabel: 'Teacher',
  allTeachers: 'All teachers',
  statusOption: (label: string, count: number) => `${label} (${count})`,
  found: (count: number) => `${count} found`,
  total: (count: number) => `${count} total`,
  upcomingBanner: 'Your upcoming sessions are shown first, sorted by nearest time',
  refreshLabel: 'Refresh appointments',
  noAppointmentsFound: 'No appointments found',
  noMatching: 'No matching appointments',
  noneYet: "You haven't scheduled any appointments yet. Start by booking with a teacher above!",
  dateLabel: 'Date',
  timeLabel: 'Time',
  purposeLabel: 'Purpose',
  overdueNote: 'Session time has passed',
} as const;
