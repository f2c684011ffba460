import { z } from 'zod';
import {
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  RESET_PASSWORD_MIN_LENGTH,
  SHORT_TEXT_MAX_LENGTH,
} from '../constants';
import { SELF_REGISTER_ROLES } from '../entities';
import { STRONG_PASSWORD_PATTERN } from '../password';
import { validationMessages } from '../validation-messages';
import {
  emailAddressField,
  loginEmailField,
  optionalText,
  personNameField,
  registerEmailField,
  requiredPasswordField,
} from './fields';

export const loginSchema = z.object({
  email: loginEmailField,
  password: requiredPasswordField,
});
export type LoginPayload = z.output<typeof loginSchema>;

const strongPasswordField = requiredPasswordField.regex(STRONG_PASSWORD_PATTERN, {
  error: validationMessages.passwordWeak,
});

export const registerSchema = z.object({
  name: personNameField(NAME_MAX_LENGTH),
  role: z.enum(SELF_REGISTER_ROLES, { error: validationMessages.roleInvalid }),
  email: registerEmailField,
  password: strongPasswordField,
  department: optionalText('Department', SHORT_TEXT_MAX_LENGTH),
  subject: optionalText('Subject', SHORT_TEXT_MAX_LENGTH),
});
export type RegisterInput = z.input<typeof registerSchema>;
export type RegisterPayload = z.output<typeof registerSchema>;

export const forgotPasswordSchema = z.object({ email: emailAddressField });
export type ForgotPasswordPayload = z.output<typeof forgotPasswordSchema>;

const resetPasswordField = z
  .string({ error: validationMessages.resetPasswordTooShort })
  .min(RESET_PASSWORD_MIN_LENGTH, { error: validationMessages.resetPasswordTooShort })
  .max(PASSWORD_MAX_LENGTH, { error: validationMessages.passwordTooLong });

export const resetPasswordFormSchema = z
  .object({
    newPassword: resetPasswordField,
    confirmPassword: z.string({ error: validationMessages.resetPasswordsMismatch }),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    error: validationMessages.resetPasswordsMismatch,
    path: ['confirmPassword'],
  });

export const resetPasswordPayloadSchema = z.object({ newPassword: resetPasswordField });
export type ResetPasswordPayload = z.output<typeof resetPasswordPayloadSchema>;
