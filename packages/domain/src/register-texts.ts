// The register screen's fixed texts (spec section 2), in a module of their own so that only that page's script
// carries them (screen-texts.ts has the navigation bar's and the signed-in pages').

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
  approvedAtOnce:
    'Your college approves its own students at once: your account is ready, and you can log in now.',
  mailFollows: "We'll send you an email as soon as it is approved. You can log in from then on.",
  goToLogin: 'Go to Login',
  backHome: 'Back to Home',
} as const;
