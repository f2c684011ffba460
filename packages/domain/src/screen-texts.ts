// Fixed labels of the navigation bar and the signed-in pages (spec section 2), written once so the SPA and the
// browser tests read the same words. Each auth screen's texts are in a module of their own (login-texts.ts,
// register-texts.ts, forgot-password-texts.ts, reset-password-texts.ts), so a page's script carries its own only.
import type { Role } from './entities';

export const navigationTexts = {
  brand: 'College Appointments',
  login: 'Login',
  getStarted: 'Get Started',
  logout: 'Logout',
  dashboard: 'Dashboard',
  messages: 'Messages',
  myProfile: 'My Profile',
  quickNav: 'Quick Nav',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  backHome: 'Home',
  darkMode: 'Dark mode',
  /** Read after the Messages link's badge: '3 unread'. */
  unread: (count: number) => `${count} unread`,
} as const;

/** Headings of the in-page sections the Quick Nav scrolls to, keyed by the anchors of QUICK_NAV_SECTIONS. */
export const QUICK_NAV_LABELS: Record<string, string> = {
  dashboard: 'Dashboard',
  studentApproval: 'Pending Student Approvals',
  studentList: 'Student Management',
  addTeacher: 'Add New Teacher',
  teacherList: 'Manage Teachers',
  welcome: 'Welcome',
  findTeachers: 'Find Teachers',
  myAppointments: 'My Appointments',
  contact: 'Contact & Support',
  updateAvailability: 'Manage Availability',
  teacherAppointments: 'Appointment Requests',
};

/** Names of the signed-in pages, used as their headings and document titles. */
export const pageTitles = {
  studentDashboard: 'Student Dashboard',
  studentProfile: 'Student Profile',
  teacherDashboard: 'Teacher Dashboard',
  teacherProfile: 'Teacher Profile',
  adminPanel: 'Admin Panel',
  messages: 'Messages',
  contact: 'Contact Support',
} as const;

export const roleLabels: Record<Role, string> = { student: 'Student', teacher: 'Teacher', admin: 'Admin' };

/** Why a signed-in session ended without the user asking (the SPA logs out and says so). */
export const sessionMessages = {
  accountNotApproved: 'Your account is no longer approved. Please contact the admin.',
  accountRemoved: 'Your account no longer exists.',
  sessionExpired: 'Your session has expired. Please log in again.',
} as const;
