// Fixed labels of the navigation bar and the auth screens (spec section 2), written once so the SPA and the
// browser tests read the same words.
import { RESET_LINK_TTL_MS } from './constants';
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

export const loginTexts = {
  title: 'Welcome Back',
  subtitle: 'Log in to manage your appointments',
  email: 'Email',
  password: 'Password',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  submit: 'Login',
  submitting: 'Logging in...',
  forgotPassword: 'Forgot your password?',
  noAccount: "Don't have an account?",
  createAccount: 'Create one now',
  demoTitle: 'Demo accounts',
  demoStudent: 'Student',
  demoTeacher: 'Teacher',
  /** Title of the notice (not an error) shown when the account is still waiting for an admin's approval. */
  awaitingApprovalTitle: 'Your account is waiting for approval',
  awaitingApprovalNote: "An admin approves new accounts. We'll email you as soon as yours is approved.",
} as const;

export const registerTexts = {
  title: 'Create Your Account',
  subtitle: 'Join to book and manage appointments',
  name: 'Full Name',
  role: 'I am a',
  email: 'Email',
  password: 'Password',
  department: 'Department',
  subject: 'Subject/Specialization',
  optional: '(optional)',
  submit: 'Create Account',
  submitting: 'Creating Account...',
  haveAccount: 'Already have an account?',
  login: 'Log in',
  /** The success view, which stays until the person leaves (docs/spec-deviations.md). */
  awaitingApproval: 'An admin will now review your registration and approve your account.',
  mailFollows: "We'll send you an email as soon as it is approved. You can log in from then on.",
  goToLogin: 'Go to Login',
  backHome: 'Back to Home',
} as const;

const resetLinkMinutes = RESET_LINK_TTL_MS / 60_000;

export const forgotPasswordTexts = {
  title: 'Forgot Password?',
  subtitle: "Enter your email address and we'll send you a link to reset your password.",
  email: 'Email Address',
  submit: 'Send Reset Link',
  submitting: 'Sending...',
  backToLogin: 'Back to Login',
  needHelp: 'Need help?',
  contactSupport: 'Contact Support',
  sentTitle: 'Email Sent!',
  sentTo: 'We sent a password reset link to',
  nextSteps: 'Next steps',
  steps: [
    'Check your email inbox',
    `Click the reset link (it expires in ${resetLinkMinutes} minutes)`,
    'Create a new password',
    "Check your spam folder if you don't see the email",
  ],
  tryDifferentEmail: 'Try Different Email',
} as const;

export const resetPasswordTexts = {
  title: 'Reset Password',
  subtitle: 'Choose a new password for your account.',
  newPassword: 'New Password',
  confirmPassword: 'Confirm Password',
  submit: 'Reset Password',
  submitting: 'Resetting...',
  backToLogin: 'Back to Login',
} as const;

/** Why a signed-in session ended without the user asking (the SPA logs out and says so). */
export const sessionMessages = {
  accountNotApproved: 'Your account is no longer approved. Please contact the admin.',
  accountRemoved: 'Your account no longer exists.',
  sessionExpired: 'Your session has expired. Please log in again.',
} as const;
