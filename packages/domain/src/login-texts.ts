// The login screen's fixed texts (spec section 2), in a module of their own so that only that page's script
// carries them (screen-texts.ts has the navigation bar's and the signed-in pages').

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
