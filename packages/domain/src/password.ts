// Password rules: the registration rule, the admin form's strength meter and the generator.
import { GENERATED_PASSWORD_LENGTH, PASSWORD_MIN_LENGTH } from './constants';

const SPECIALS = '!@#$%^&*(),.?":{}|<>';
const SPECIAL_CLASS = SPECIALS.replace(/[\]\\^-]/g, '\\$&');

/** Registration: 8+ characters, each kind present, and nothing outside letters, digits and the listed specials. */
export const STRONG_PASSWORD_PATTERN = new RegExp(
  `^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?=.*[${SPECIAL_CLASS}])[A-Za-z\\d${SPECIAL_CLASS}]{${PASSWORD_MIN_LENGTH},}$`,
);

export function isStrongPassword(password: string): boolean {
  return STRONG_PASSWORD_PATTERN.test(password);
}

export const PASSWORD_STRENGTH_LABELS = [
  'Very Weak',
  'Weak',
  'Fair',
  'Good',
  'Strong',
  'Very Strong',
] as const;
export type PasswordStrengthLabel = (typeof PASSWORD_STRENGTH_LABELS)[number];

/**
 * One point each for length ≥ 8, an uppercase, a lowercase, a digit and a special character.
 * "Special" here is anything that is not a letter, digit or space, so the meter rewards the generator's
 * @#$% and the registration specials alike.
 */
export function passwordStrength(password: string): number {
  const checks = [
    password.length >= PASSWORD_MIN_LENGTH,
    /[A-Z]/.test(password),
    /[a-z]/.test(password),
    /\d/.test(password),
    /[^A-Za-z\d\s]/.test(password),
  ];
  return checks.filter(Boolean).length;
}

export function passwordStrengthLabel(score: number): PasswordStrengthLabel {
  const index = Math.min(Math.max(Math.trunc(score), 0), PASSWORD_STRENGTH_LABELS.length - 1);
  return PASSWORD_STRENGTH_LABELS[index] ?? 'Very Weak';
}

const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';
const GENERATOR_SPECIALS = '@#$%';
export const GENERATED_PASSWORD_ALPHABET = LOWER + UPPER + DIGITS + GENERATOR_SPECIALS;

export interface RandomSource {
  getRandomValues<T extends Uint8Array<ArrayBuffer>>(array: T): T;
}

// Bytes at or above this bound would favour the first characters of the alphabet, so they are redrawn.
const UNBIASED_BYTE_LIMIT = 256 - (256 % GENERATED_PASSWORD_ALPHABET.length);

function randomCharacter(random: RandomSource): string {
  const byte = new Uint8Array(1);
  for (;;) {
    random.getRandomValues(byte);
    const value = byte[0] ?? UNBIASED_BYTE_LIMIT;
    if (value < UNBIASED_BYTE_LIMIT)
      return GENERATED_PASSWORD_ALPHABET.charAt(value % GENERATED_PASSWORD_ALPHABET.length);
  }
}

function hasEveryClass(password: string): boolean {
  return [LOWER, UPPER, DIGITS, GENERATOR_SPECIALS].every((set) =>
    [...password].some((c) => set.includes(c)),
  );
}

/**
 * 12 characters from letters, digits and @#$%. A draw lacking any of the four kinds is thrown away and redrawn
 * whole, so the result always passes the registration rule and stays uniform over the passwords that do.
 */
export function generatePassword(random: RandomSource = globalThis.crypto): string {
  for (;;) {
    let password = '';
    while (password.length < GENERATED_PASSWORD_LENGTH) password += randomCharacter(random);
    if (hasEveryClass(password)) return password;
  }
}
