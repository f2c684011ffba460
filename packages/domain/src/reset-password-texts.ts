// The reset-password screen's fixed texts (spec section 2), in a module of their own so that only that page's script
// carries them (screen-texts.ts has the navigation bar's and the signed-in pages').

export const resetPasswordTexts = {
  title: 'Reset Password',
  subtitle: 'Choose a new password for your account.',
  newPassword: 'New Password',
  confirmPassword: 'Confirm Password',
  submit: 'Reset Password',
  submitting: 'Resetting...',
  backToLogin: 'Back to Login',
} as const;
