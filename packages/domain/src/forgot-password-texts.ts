// The forgot-password screen's fixed texts (spec section 2), in a module of their own so that only that page's script
// carries them (screen-texts.ts has the navigation bar's and the signed-in pages').
import { RESET_LINK_TTL_MS } from './constants';

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
