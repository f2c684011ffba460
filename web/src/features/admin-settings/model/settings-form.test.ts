import { defaultCollegeSettings } from '@appointments/domain';
import { describe, expect, it } from 'vitest';
import { effectOf } from './setting-effects';
import { checkForm, fieldErrorsOf, formOf, settingsOf } from './settings-form';

describe('settings form', () => {
  it('round-trips the settings through the texts of its inputs', () => {
    const settings = defaultCollegeSettings();
    const form = formOf(settings);
    expect(form['booking.reminderHoursBefore']).toBe('24, 1');
    expect(form['signIn.allowedDomains']).toBe('');
    expect(settingsOf(form)).toEqual(settings);
  });

  it("shows the schema's message at the field, a list item's message at its list", () => {
    const form = {
      ...formOf(defaultCollegeSettings()),
      'booking.minNoticeMinutes': 'soon',
      'signIn.methods': 'password, ldap',
    };
    const checked = checkForm(form);
    expect(checked.valid).toBe(false);
    if (checked.valid) return;
    expect(checked.errors['booking.minNoticeMinutes']).toBe('Please enter a whole number');
    expect(checked.errors['signIn.methods']).toContain('oidc.<name>');
  });

  it("keys the server's 400 field messages by the form's fields", () => {
    expect(
      fieldErrorsOf({ 'booking.maxDaysAhead': 'Please enter at most 365', 'signIn.allowedDomains.2': 'Bad' }),
    ).toEqual({ 'booking.maxDaysAhead': 'Please enter at most 365', 'signIn.allowedDomains': 'Bad' });
  });

  it('tells each value’s effect in words as typed, none for a value that is not a number', () => {
    const form = { ...formOf(defaultCollegeSettings()), 'booking.minNoticeMinutes': '180' };
    expect(effectOf('booking.minNoticeMinutes', form)).toBe('Students must book at least 3 hours ahead.');
    expect(effectOf('booking.minNoticeMinutes', { ...form, 'booking.minNoticeMinutes': 'x' })).toBeNull();
    expect(effectOf('registration.selfRegistration', form)).toBe(
      'Anyone may create a student or teacher account.',
    );
  });
});
