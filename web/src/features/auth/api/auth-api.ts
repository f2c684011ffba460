import {
  errorMessages,
  type ForgotPasswordPayload,
  type LoginPayload,
  type RegisterPayload,
  type Role,
} from '@appointments/domain';
import { apiRequest } from '@/lib/api-client';
import type { SessionUser } from '@/lib/session/session-store';

export interface LoginAnswer {
  /** A Firebase custom token: signing in with it opens the real Firebase Auth session. */
  token: string;
  role: Role;
  user: SessionUser | null;
}

export function requestLogin(payload: LoginPayload): Promise<LoginAnswer> {
  return apiRequest<LoginAnswer>('/auth/login', errorMessages.loginFailed, { method: 'POST', body: payload });
}

/** Students send no department or subject; teachers may. */
export type RegistrationRequest = Omit<RegisterPayload, 'department' | 'subject'> &
  Partial<Pick<RegisterPayload, 'department' | 'subject'>>;

/** The new account; `isApproved` when the college approves its own students at once. */
export function requestRegistration(payload: RegistrationRequest): Promise<{ isApproved: boolean }> {
  return apiRequest('/auth/register', errorMessages.registrationFailed, { method: 'POST', body: payload });
}

export function requestPasswordResetLink(payload: ForgotPasswordPayload): Promise<unknown> {
  return apiRequest('/auth/forgot-password', errorMessages.forgotPasswordFailed, {
    method: 'POST',
    body: payload,
  });
}

export function resetPassword(token: string, newPassword: string): Promise<unknown> {
  return apiRequest(`/auth/reset-password/${encodeURIComponent(token)}`, errorMessages.resetPasswordFailed, {
    method: 'POST',
    body: { newPassword },
  });
}
