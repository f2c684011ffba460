// Every limit of the sign-in forms in one place; docs/security.md ('Abuse resistance') gives the
// reasoning. A campus sends hundreds of students through one NAT address at the start of term,
// so limits per address are generous; limits per account and per target address are tight.
import type { CollegeSettings } from '@appointments/domain';
import type { RateLimit } from './rate-limit';

const minute = 60_000;

export const loginLimits = {
  /** All attempts from one address: a whole lecture hall signing in within minutes fits. */
  perAddress: { scope: 'login:ip', max: 1000, windowMs: 15 * minute },
  /** One address guessing one account's password: ten tries, then that address waits out the window. */
  perAddressAndAccount: { scope: 'login:ip+account', max: 10, windowMs: 15 * minute },
  /**
   * One account from every address together: stops a guesser spread over many addresses. An
   * attacker needs more than ten addresses to lock an account this way, and only that account.
   */
  perAccount: { scope: 'login:account', max: 100, windowMs: 15 * minute },
} satisfies Record<string, RateLimit>;

/**
 * Registrations per address: the numbers are the college's (settings' `registrationLimits`, by default 20
 * a minute and 200 an hour), since a campus registering on day one from behind one NAT address needs more.
 */
export function registerLimits(limits: CollegeSettings['registrationLimits']) {
  return {
    /** A lab of students registering together; a script making accounts by the second is not. */
    perAddressBurst: { scope: 'register:ip:minute', max: limits.perAddressPerMinute, windowMs: minute },
    perAddressHour: { scope: 'register:ip:hour', max: limits.perAddressPerHour, windowMs: 60 * minute },
  } satisfies Record<string, RateLimit>;
}

export const forgotPasswordLimits = {
  perAddress: { scope: 'forgot-password:ip', max: 60, windowMs: 15 * minute },
  /** Mails to one address: a few retries, never a mail bomb. */
  perTarget: { scope: 'forgot-password:email', max: 3, windowMs: 15 * minute },
} satisfies Record<string, RateLimit>;
