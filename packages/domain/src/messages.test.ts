import { describe, expect, it } from 'vitest';
import {
  DEPARTMENT_OPTIONS,
  PROFILE_PICTURE_MAX_BYTES,
  QUICK_SLOT_TIMES,
  RESET_LINK_TTL_MS,
  SLOT_EXPIRING_WINDOW_MS,
} from './constants';
import { deletedSuccessMessage, errorMessages, successMessages } from './messages';
import { validationMessages } from './validation-messages';

describe('messages', () => {
  it('names who was deleted', () => {
    expect(deletedSuccessMessage('Grace Hopper')).toBe('Grace Hopper has been deleted successfully');
  });

  it('keeps the spec wording where numbers are filled in', () => {
    expect(validationMessages.passwordTooShort).toBe('Password must be at least 8 characters');
    expect(validationMessages.resetPasswordTooShort).toBe('Password must be at least 6 characters!');
    expect(validationMessages.nameTooShort).toBe('Name must be at least 2 characters');
    expect(validationMessages.passwordStrong).toBe('Password meets all requirements - Strong password!');
  });

  it('has the catalogue fallbacks and toasts', () => {
    expect(errorMessages.loginFailed).toBe('Login failed. Please try again.');
    expect(errorMessages.forgotPasswordFailed).toBe('Something went wrong. Please try again.');
    expect(successMessages.slotBooked).toBe('Appointment booked successfully! Teacher will confirm shortly.');
    expect(Object.keys(errorMessages)).toHaveLength(30);
    expect(Object.keys(successMessages)).toHaveLength(24);
  });
});

describe('constants', () => {
  it('derives the limits of section 9', () => {
    expect(PROFILE_PICTURE_MAX_BYTES).toBe(2_097_152);
    expect(RESET_LINK_TTL_MS).toBe(900_000);
    expect(SLOT_EXPIRING_WINDOW_MS).toBe(3_600_000);
    expect(QUICK_SLOT_TIMES).toEqual([
      '09:00',
      '10:00',
      '11:00',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
      '18:00',
    ]);
    expect(DEPARTMENT_OPTIONS).toHaveLength(12);
    expect(DEPARTMENT_OPTIONS[0]).toBe('Computer Science');
    expect(DEPARTMENT_OPTIONS[11]).toBe('Other');
  });
});
