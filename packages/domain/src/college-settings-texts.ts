// The words of the college's settings: what the admin settings page labels each value, what each value
// does (shown beside it, so an admin reads the effect before saving), and the messages of its schema.
import { durationInWords } from './duration-words';
import { countOf } from './text';

export const SELF_REGISTRATION_MODES = ['open', 'collegeDomains', 'closed'] as const;
export type SelfRegistrationMode = (typeof SELF_REGISTRATION_MODES)[number];

export const AUTO_APPROVAL_MODES = ['never', 'rostered', 'collegeDomains'] as const;
export type AutoApprovalMode = (typeof AUTO_APPROVAL_MODES)[number];

/** Sign-in methods by name; 'oidc.…' and 'saml.…' are a provider the college configures later. */
export const BUILT_IN_SIGN_IN_METHODS = ['password', 'google.com', 'microsoft.com'] as const;

export const collegeSettingsMessages = {
  wholeNumber: 'Please enter a whole number',
  atLeast: (min: number) => `Please enter at least ${min}`,
  atMost: (max: number) => `Please enter at most ${max}`,
  perTeacherAboveTotal: 'The limit per teacher cannot be above the limit in total',
  sessionLength: 'Session length must be 15, 30, 45 or 60 minutes',
  reminderHoursDistinct: 'Each reminder must be at a different time',
  remindersAtMost: (max: number) => `Please choose at most ${max} reminders`,
  signInMethodRequired: 'Please keep at least one sign-in method',
  signInMethodInvalid: "Use 'password', 'google.com', 'microsoft.com', or 'oidc.<name>' / 'saml.<name>'",
  signInMethodsDistinct: 'Each sign-in method may be listed once',
  domainInvalid: 'Please enter a domain such as college.edu',
  domainsDistinct: 'Each domain may be listed once',
  domainsAtMost: (max: number) => `Please list at most ${max} domains`,
  domainsNeeded: 'Please list the college domains this setting relies on',
  selfRegistrationInvalid: "Please choose 'open', 'collegeDomains' or 'closed'",
  autoApprovalInvalid: "Please choose 'never', 'rostered' or 'collegeDomains'",
  hourBelowMinute: 'The hourly limit cannot be below the limit per minute',
  horizonBelowNotice: 'How far ahead must be longer than the minimum notice',
  unknownField: 'This setting does not exist',
  notAnObject: 'Please send the settings as an object',
  onOff: 'Please choose on or off',
} as const;

/** What /auth/register answers when the college's registration setting refuses the address. */
export const collegeSettingsRefusals = {
  registrationClosed: 'Registration is closed. Please ask the college administration for an account.',
  registrationDomain: 'Please register with your college email address',
} as const;

const selfRegistrationEffects: Record<SelfRegistrationMode, string> = {
  open: 'Anyone may create a student or teacher account.',
  collegeDomains: 'Only addresses at the college domains may create an account.',
  closed: 'Nobody may create an account; admins add people.',
};

const autoApprovalEffects: Record<AutoApprovalMode, string> = {
  never: 'An admin approves every new account.',
  rostered:
    'People on a roster the admin applies are approved with it; an admin approves everyone who registers themselves.',
  collegeDomains:
    'Students at the college domains are approved at once; an admin approves teachers and everyone else.',
};

const listed = (items: readonly string[], none: string) => (items.length === 0 ? none : items.join(', '));

export const collegeSettingsTexts = {
  pageTitle: 'College settings',
  pageIntro: 'These rules apply from the next request on. Every change is recorded in the audit log.',
  auditLink: 'Audit log',
  settingsLink: 'Settings',
  save: 'Save settings',
  saving: 'Saving...',
  saved: 'Settings saved',
  reset: 'Undo changes',
  loadFailed: 'Could not load the settings. Please try again.',
  sections: {
    booking: 'Booking policy',
    registration: 'Registration',
    signIn: 'Sign-in',
    registrationLimits: 'Registration limits',
    noShow: 'No-show policy',
    waitlist: 'Waitlists',
  },
  labels: {
    'booking.maxOpenPerTeacher': 'Open appointments per teacher',
    'booking.maxOpenTotal': 'Open appointments in total',
    'booking.minNoticeMinutes': 'Minimum notice (minutes)',
    'booking.maxDaysAhead': 'How far ahead (days)',
    'booking.cancelCutoffMinutes': 'Cancel cut-off (minutes)',
    'booking.defaultSessionMinutes': 'Default session length (minutes)',
    'booking.reminderHoursBefore': 'Reminders (hours before, comma-separated)',
    'registration.selfRegistration': 'Who may register',
    'registration.autoApproval': 'Automatic approval',
    'signIn.methods': 'Sign-in methods (comma-separated)',
    'signIn.allowedDomains': 'College domains (comma-separated)',
    'registrationLimits.perAddressPerMinute': 'Registrations per address per minute',
    'registrationLimits.perAddressPerHour': 'Registrations per address per hour',
    'noShow.enabled': 'Pause bookings after repeated no-shows',
    'noShow.threshold': 'No-shows that pause',
    'noShow.windowDays': 'Counted over (days)',
    'noShow.pauseDays': 'Pause length (days)',
    'waitlist.offerMinutes': 'Seat held for the next in line (minutes)',
  },
  options: {
    selfRegistration: { open: 'Open', collegeDomains: 'College domains only', closed: 'Closed' },
    autoApproval: { never: 'Never', rostered: 'Rostered people', collegeDomains: 'College domains' },
    onOff: { true: 'On', false: 'Off' },
  },
  effects: {
    maxOpenPerTeacher: (value: number) =>
      `A student may hold ${countOf(value, 'open appointment')} with one teacher at a time.`,
    maxOpenTotal: (value: number) => `A student may hold ${countOf(value, 'open appointment')} in total.`,
    minNoticeMinutes: (value: number) =>
      value === 0
        ? 'Students may book any time still ahead.'
        : `Students must book at least ${durationInWords(value)} ahead.`,
    maxDaysAhead: (value: number) =>
      `A custom request may ask for a time up to ${countOf(value, 'day')} ahead.`,
    cancelCutoffMinutes: (value: number) =>
      value === 0
        ? 'Students may cancel or move until the session starts.'
        : `Students may cancel or move up to ${durationInWords(value)} before the start.`,
    defaultSessionMinutes: (value: number) =>
      `Custom requests and slots added one at a time last ${durationInWords(value)}.`,
    reminderHoursBefore: (hours: readonly number[]) =>
      hours.length === 0
        ? 'No reminder mails are sent.'
        : `Reminder mails go ${hours.map((hour) => countOf(hour, 'hour')).join(' and ')} before each approved session.`,
    selfRegistration: (mode: SelfRegistrationMode) => selfRegistrationEffects[mode],
    autoApproval: (mode: AutoApprovalMode) => autoApprovalEffects[mode],
    methods: (methods: readonly string[]) =>
      `People sign in with: ${listed(methods, 'nothing')}. Each provider is a 'Continue with …' button on the login page; without 'password', only admins sign in with one.`,
    allowedDomains: (domains: readonly string[]) => `College domains: ${listed(domains, 'none listed')}.`,
    perAddressPerMinute: (value: number) =>
      `One network address may register ${countOf(value, 'account')} a minute; a campus behind one address shares it.`,
    noShow: (policy: { enabled: boolean; threshold: number; windowDays: number; pauseDays: number }) =>
      policy.enabled
        ? `${countOf(policy.threshold, 'no-show')} within ${countOf(policy.windowDays, 'day')} pause a student's new bookings for ${countOf(policy.pauseDays, 'day')}.`
        : 'No-shows are recorded but never pause bookings.',
    offerMinutes: (value: number) =>
      `A seat that frees up is held for the first student in line for ${countOf(value, 'minute')}, then offered to the next.`,
    perAddressPerHour: (value: number) =>
      `One network address may register ${countOf(value, 'account')} an hour.`,
  },
} as const;
