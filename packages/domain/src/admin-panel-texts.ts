// Fixed wording of the admin panel (spec section 2: Admin panel, Last-login text; section 5: new teacher),
// written once so the screen, its component tests and the browser tests read the same words.
import type { AdminDashboardStats } from './entities';
import { countOf, type Noun } from './text';
import { formatDateTime, formatShortDate } from './time/format';
import type { DateInput } from './time/instant';
import { isValidDateInput } from './time/instant';
import { lastLoginText } from './time/relative';

export const adminDashboardTexts = {
  totalStudents: 'Total Students',
  pendingApprovals: 'Pending Approvals',
  activeTeachers: 'Active Teachers',
  totalAppointments: 'Total Appointments',
  allCleared: 'All cleared',
  refresh: 'Refresh',
  refreshing: 'Refreshing...',
  refreshLabel: 'Refresh dashboard statistics',
  loading: 'Loading statistics...',
} as const;

export interface AdminStatCard {
  key: 'totalStudents' | 'pendingApprovals' | 'activeTeachers' | 'totalAppointments';
  label: string;
  value: number;
  subtext: string;
  /** Pending approvals above 0: the card is highlighted. */
  urgent: boolean;
}

/** The four dashboard cards with their subtexts (spec: Admin panel, block 1). */
export function adminStatCards(stats: AdminDashboardStats): AdminStatCard[] {
  const { pendingStudents, pendingTeachers } = stats.breakdown;
  // Older answers may lack activeTeachers; the spec falls back to the total.
  const activeTeachers =
    typeof stats.activeTeachers === 'number' ? stats.activeTeachers : stats.totalTeachers;
  return [
    {
      key: 'totalStudents',
      label: adminDashboardTexts.totalStudents,
      value: stats.totalStudents,
      subtext: `${stats.approvedStudents} approved`,
      urgent: false,
    },
    {
      key: 'pendingApprovals',
      label: adminDashboardTexts.pendingApprovals,
      value: stats.pendingApprovals,
      subtext:
        stats.pendingApprovals > 0
          ? `${countOf(pendingStudents, 'student')}, ${countOf(pendingTeachers, 'teacher')}`
          : adminDashboardTexts.allCleared,
      urgent: stats.pendingApprovals > 0,
    },
    {
      key: 'activeTeachers',
      label: adminDashboardTexts.activeTeachers,
      value: activeTeachers,
      subtext: `${stats.totalTeachers} total`,
      urgent: false,
    },
    {
      key: 'totalAppointments',
      label: adminDashboardTexts.totalAppointments,
      value: stats.totalAppointments,
      subtext: `${stats.completedAppointments} completed`,
      urgent: false,
    },
  ];
}

export const pendingApprovalTexts = {
  teachersHeading: 'Pending Teacher Approvals',
  studentSearchLabel: 'Search pending students',
  studentSearchPlaceholder: 'Search by name, email, or course...',
  teacherSearchLabel: 'Search pending teachers',
  teacherSearchPlaceholder: 'Search by name, email, subject, or department...',
  allCaughtUp: 'All caught up!',
  noStudentsWaiting: 'No students are waiting for approval.',
  noStudentsMatch: 'No students match your search criteria.',
  noTeachersWaiting: 'No teachers are waiting for approval.',
  noTeachersMatch: 'No teachers match your search criteria.',
  pendingApproval: 'Pending approval',
  approveStudent: 'Approve Student',
  approveTeacher: 'Approve Teacher',
  approving: 'Approving...',
  approveAll: 'Approve All',
  approvingAll: 'Approving all...',
  bulkActions: 'Bulk Actions',
  confirm: 'Approve',
  cancel: 'Cancel',
  confirmTitle: 'Confirm approval',
  refresh: 'Refresh',
  refreshTeachersLabel: 'Refresh pending teachers',
  loading: 'Loading...',
  subjectLabel: 'Subject',
  departmentLabel: 'Department',
  experienceLabel: 'Experience',
  notGiven: 'Not given',
} as const;

export function pendingCountLabel(count: number): string {
  return `${count} pending`;
}

export function registeredOnText(date: string): string {
  return `Registered ${date}`;
}

export function appliedOnText(date: string): string {
  return `Applied ${date}`;
}

/** Experience in whole years; a teacher who has not filled it in has none to show. */
export function experienceYearsText(years: number | null | undefined): string {
  return typeof years === 'number' && Number.isFinite(years)
    ? `${countOf(years, 'year')}`
    : pendingApprovalTexts.notGiven;
}

/** The one toast after 'Approve All' succeeded for everyone listed. */
export function approvedAllText(count: number, noun: Noun): string {
  return `${countOf(count, noun.singular, noun.plural)} approved successfully!`;
}

const rowCount = new Intl.NumberFormat('en-IN');

/** The Export button while a file streams in: 'Exporting... 1,200 of 10,000 rows' (or without the total). */
export function exportProgressText(rows: number, total: number | null): string {
  return total === null
    ? `Exporting... ${rowCount.format(rows)} rows`
    : `Exporting... ${rowCount.format(Math.min(rows, total))} of ${rowCount.format(total)} rows`;
}

export const accountListTexts = {
  statusLabel: 'Status',
  allStatus: 'All Status',
  active: 'Active',
  pending: 'Pending',
  exportCsv: 'Export CSV',
  exporting: 'Exporting...',
  refresh: 'Refresh',
  viewProfile: 'View Profile',
  suspend: 'Suspend',
  approve: 'Approve',
  updating: 'Updating...',
  delete: 'Delete',
  cancel: 'Cancel',
  deleting: 'Deleting...',
  close: 'Close',
  loading: 'Loading...',
  notAvailable: 'N/A',
  lastLogin: 'Last login',
  joined: 'Joined',
  email: 'Email',
  phone: 'Phone',
  neverLoggedIn: 'Never logged in',
  neverLoggedInSinceTracking: 'Never logged in since tracking started',
} as const;

/**
 * Not in the spec: the long lists show their cards a page at a time (counts, search and filters still cover
 * every account), and this button shows the next page.
 */
export function showMoreText(remaining: number): string {
  return `Show more (${remaining} not shown)`;
}

/** 'Active (3)': an option of a status filter with its count. */
export function filterOptionText(label: string, count: number): string {
  return `${label} (${count})`;
}

/** '3 of 12 students' */
export function shownOfTotalText(shown: number, total: number, noun: Noun): string {
  return `${shown} of ${countOf(total, noun.singular, noun.plural)}`;
}

export function statusActionLabel(action: string, name: string): string {
  return `${action} ${name}`;
}

export const studentListTexts = {
  searchLabel: 'Search students',
  searchPlaceholder: 'Search by name, email, course, or student ID...',
  exportLabel: 'Export CSV of students',
  refreshLabel: 'Refresh student list',
  noStudents: 'No students have registered yet.',
  noFilterMatches: 'No students match your filter criteria.',
  course: 'Course',
  year: 'Year',
  studentId: 'Student ID',
  cgpa: 'CGPA',
  appointments: 'Appointments',
  completed: 'Completed',
  pending: 'Pending',
  profileTitle: (name: string) => `Student Profile: ${name}`,
  phone: 'Phone',
  address: 'Address',
  accountCreated: 'Account created',
  appointmentStats: 'Appointment statistics',
  bio: 'Bio',
  noBio: 'No bio yet.',
  deleteTitle: 'Delete Student',
  deleteConfirm: (name: string) => `Delete ${name}?`,
  deleteButton: 'Delete',
  deleteWarnings: [
    'All student data will be permanently deleted',
    'Associated appointments will be removed',
    'Academic records will be lost',
    'This action cannot be undone',
  ],
} as const;

export function noStudentsFoundText(term: string): string {
  return `No students found matching "${term}". Try a different search term.`;
}

export const teacherListTexts = {
  searchLabel: 'Search teachers',
  searchPlaceholder: 'Search by name, email, subject, or department...',
  departmentLabel: 'Department',
  allDepartments: 'All Departments',
  exportLabel: 'Export CSV of teachers',
  refreshLabel: 'Refresh teacher list',
  noTeachers: 'No teachers have been added yet.',
  noFilterMatches: 'No teachers match your filter criteria.',
  subject: 'Subject',
  department: 'Department',
  students: 'Students',
  sessions: 'Sessions',
  rating: 'Rating',
  profileTitle: (name: string) => `Teacher Profile: ${name}`,
  status: 'Status',
  experience: 'Experience',
  education: 'Education',
  teachingStats: 'Teaching statistics',
  ratings: 'Ratings',
  bio: 'Bio',
  noBio: 'No bio yet.',
  deleteTitle: 'Delete Teacher',
  deleteConfirm: (name: string) => `Delete ${name}?`,
  deleteButton: 'Delete Teacher',
  deleteWarnings: [
    'This action cannot be undone',
    'All teacher data will be permanently deleted',
    'All associated appointments will be removed',
    "Students won't be able to book with this teacher",
  ],
} as const;

export function noTeachersFoundText(term: string): string {
  return `No teachers found matching "${term}". Try a different search term.`;
}

export const addTeacherTexts = {
  name: 'Full Name',
  email: 'Email Address',
  password: 'Password',
  generate: 'Generate',
  generateLabel: 'Generate a secure password',
  phone: 'Phone Number',
  optional: '(optional)',
  department: 'Department',
  selectDepartment: 'Select department',
  subject: 'Subject/Specialization',
  submit: 'Add Teacher',
  submitting: 'Adding Teacher...',
  loading: 'Loading form...',
  strength: 'Password strength',
  credentialsTitle: 'Login credentials for the new teacher',
  credentialsNote: 'Share these securely; this notice disappears in 5 seconds.',
  tipsTitle: 'Best practices',
  tips: [
    "Use the teacher's official college email address: it is their login.",
    'Generate a password rather than inventing one, and share it over a secure channel.',
    'Choose the department students will look for; it drives the department filters.',
    'Teachers added here are approved at once and can log in immediately.',
    'Ask the teacher to complete their profile (experience, bio, office hours) after the first login.',
  ],
} as const;

/** 'Password strength: Good' */
export function passwordStrengthText(label: string): string {
  return `${addTeacherTexts.strength}: ${label}`;
}

/** The card's last-login line: '3 Mar 2025 (2h ago)', or 'Never logged in'. */
export function lastLoginSummary(lastLogin: DateInput | null | undefined, now: Date): string {
  if (!isValidDateInput(lastLogin)) return accountListTexts.neverLoggedIn;
  return `${formatShortDate(lastLogin)} (${lastLoginText(lastLogin, now)})`;
}

/** The profile modal's last login: date and time, or that none was recorded since tracking began. */
export function lastLoginDetail(lastLogin: DateInput | null | undefined): string {
  return isValidDateInput(lastLogin)
    ? formatDateTime(lastLogin)
    : accountListTexts.neverLoggedInSinceTracking;
}
