// The auth forms' shared schemas in a chunk of their own (see load-auth-schemas.ts).
export {
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordFormSchema,
} from '@appointments/domain';
