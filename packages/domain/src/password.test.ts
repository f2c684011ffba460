import { describe, expect, it } from 'vitest';
import {
  GENERATED_PASSWORD_ALPHABET,
  generatePassword,
  isStrongPassword,
  passwordStrength,
  passwordStrengthLabel,
  type RandomSource,
} from './password';

describe('passwordStrength', () => {
  it.each([
    ['', 0],
    ['abc', 1],
    ['abcdefgh', 2],
    ['Abcdefgh', 3],
    ['Abcdefg1', 4],
    ['Abcdef1!', 5],
    ['A1!', 3],
    ['Abcdef1@', 5],
  ])('scores %j as %i', (password, score) => {
    expect(passwordStrength(password)).toBe(score);
  });

  it('does not count a space as a special character', () => {
    expect(passwordStrength('Abcdef1 ')).toBe(4);
  });
});

describe('passwordStrengthLabel', () => {
  it('names each score', () => {
    expect([0, 1, 2, 3, 4, 5].map(passwordStrengthLabel)).toEqual([
      'Very Weak',
      'Weak',
      'Fair',
      'Good',
      'Strong',
      'Very Strong',
    ]);
  });

  it('clamps out-of-range scores', () => {
    expect(passwordStrengthLabel(-1)).toBe('Very Weak');
    expect(passwordStrengthLabel(9)).toBe('Very Strong');
  });
});

/** Hands out the given bytes in order, then repeats the last one. */
function scriptedRandom(bytes: number[]): RandomSource & { draws: number } {
  const source = {
    draws: 0,
    getRandomValues<T extends Uint8Array>(array: T): T {
      for (let i = 0; i < array.length; i++) {
        array[i] = bytes[Math.min(source.draws, bytes.length - 1)] ?? 0;
        source.draws += 1;
      }
      return array;
    },
  };
  return source;
}

describe('generatePassword', () => {
  it('makes 12 characters from letters, digits and @#$% with every kind present', () => {
    for (let i = 0; i < 200; i++) {
      const password = generatePassword();
      expect(password).toMatch(/^[A-Za-z0-9@#$%]{12}$/);
      expect(password).toMatch(/[a-z]/);
      expect(password).toMatch(/[A-Z]/);
      expect(password).toMatch(/\d/);
      expect(password).toMatch(/[@#$%]/);
      expect(isStrongPassword(password)).toBe(true);
    }
  });

  it('redraws bytes that would bias the alphabet instead of folding them with a modulo', () => {
    // The alphabet has 66 characters, so bytes 198..255 are redrawn; 198 % 66 would otherwise give 'a'.
    const lower = 0;
    const upper = 26;
    const digit = 52;
    const special = 62;
    const random = scriptedRandom([198, 255, lower, upper, digit, special, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(generatePassword(random)).toBe('aA0@bcdefghi');
    expect(random.draws).toBe(14);
  });

  it('throws away a whole draw that lacks a kind of character', () => {
    const onlyLetters = Array.from({ length: 12 }, () => 0);
    const random = scriptedRandom([...onlyLetters, 26, 52, 62, 0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(generatePassword(random)).toBe('A0@abcdefghi');
    expect(random.draws).toBe(24);
  });

  it('uses the alphabet of the spec', () => {
    expect(GENERATED_PASSWORD_ALPHABET).toBe(
      'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789@#$%',
    );
  });
});
