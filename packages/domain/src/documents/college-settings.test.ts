import { describe, expect, it } from 'vitest';
import { noticeRefusal, openAppointmentCapRefusal, studentChangeRefusal } from '../lifecycle';
import {
  checkCollegeSettings,
  defaultCollegeSettings,
  mergeSettingsChange,
  readCollegeSettings,
  registrationRefusal,
} from './college-settings';

const withChange = (change: unknown) => mergeSettingsChange(defaultCollegeSettings(), change);

describe('college settings schema', () => {
  it('accepts the defaults, which are the product contract numbers', () => {
    const checked = checkCollegeSettings(defaultCollegeSettings());
    expect(checked.success).toBe(true);
    expect(defaultCollegeSettings().booking).toEqual({
      maxOpenPerTeacher: 2,
      maxOpenTotal: 10,
      minNoticeMinutes: 60,
      maxDaysAhead: 90,
      cancelCutoffMinutes: 120,
      defaultSessionMinutes: 30,
      reminderHoursBefore: [24, 1],
    });
  });

  it.each([
    [{ booking: { minNoticeMinutes: -1 } }, 'booking.minNoticeMinutes', 'Please enter at least 0'],
    [{ booking: { maxOpenTotal: 2.5 } }, 'booking.maxOpenTotal', 'Please enter a whole number'],
    [
      { booking: { maxOpenPerTeacher: 11 } },
      'booking.maxOpenPerTeacher',
      'The limit per teacher cannot be above the limit in total',
    ],
    [
      { booking: { reminderHoursBefore: [1, 1] } },
      'booking.reminderHoursBefore',
      'Each reminder must be at a different time',
    ],
    [{ booking: { unknown: 1 } }, 'booking', undefined],
    [{ signIn: { methods: [] } }, 'signIn.methods', 'Please keep at least one sign-in method'],
    [{ signIn: { methods: ['oidc.campus', 'ldap'] } }, 'signIn.methods.1', undefined],
    [
      { registration: { autoApproval: 'collegeDomains' } },
      'signIn.allowedDomains',
      'Please list the college domains this setting relies on',
    ],
    [
      { registrationLimits: { perAddressPerMinute: 50, perAddressPerHour: 40 } },
      'registrationLimits.perAddressPerHour',
      undefined,
    ],
  ])('refuses %j at %s', (change, field, message) => {
    const checked = checkCollegeSettings(withChange(change));
    expect(checked.success).toBe(false);
    if (checked.success) return;
    expect(Object.keys(checked.errors)).toContain(field);
    if (message) expect(checked.errors[field]).toBe(message);
  });

  it('keeps domains lower case and accepts SSO provider names', () => {
    const checked = checkCollegeSettings(
      withChange({ signIn: { methods: ['password', 'saml.campus-idp'], allowedDomains: [' College.EDU '] } }),
    );
    expect(checked.success && checked.data.signIn).toEqual({
      methods: ['password', 'saml.campus-idp'],
      allowedDomains: ['college.edu'],
    });
  });

  it('reads a missing or broken stored section as its defaults, keeping the valid ones', () => {
    expect(readCollegeSettings(undefined)).toEqual(defaultCollegeSettings());
    const read = readCollegeSettings({
      booking: { minNoticeMinutes: 'x' },
      registrationLimits: { perAddressPerMinute: 500, perAddressPerHour: 5000 },
    });
    expect(read.booking).toEqual(defaultCollegeSettings().booking);
    expect(read.registrationLimits).toEqual({ perAddressPerMinute: 500, perAddressPerHour: 5000 });
  });
});

describe('the policy in the rules', () => {
  const now = new Date('2025-03-03T09:00:00.000Z');
  it('refuses inside the configured notice, naming it', () => {
    expect(noticeRefusal('2025-03-03T11:00:00.000Z', now, { minNoticeMinutes: 180 })).toBe(
      'Please choose a time at least 3 hours from now',
    );
    expect(noticeRefusal('2025-03-03T13:00:00.000Z', now, { minNoticeMinutes: 180 })).toBeNull();
  });

  it('applies the configured caps and cut-off', () => {
    const open = [{ teacherId: 't' }, { teacherId: 'u' }];
    expect(openAppointmentCapRefusal(open, 't', { maxOpenPerTeacher: 1, maxOpenTotal: 5 })).toContain(
      '1 open',
    );
    expect(openAppointmentCapRefusal(open, 'v', { maxOpenPerTeacher: 1, maxOpenTotal: 2 })).toContain(
      '2 open',
    );
    expect(openAppointmentCapRefusal(open, 'v', { maxOpenPerTeacher: 1, maxOpenTotal: 3 })).toBeNull();
    const session = { status: 'approved', dateTime: '2025-03-03T12:00:00.000Z' };
    expect(studentChangeRefusal(session, now, { cancelCutoffMinutes: 240 })).toContain('4 hours');
    expect(studentChangeRefusal(session, now, { cancelCutoffMinutes: 120 })).toBeNull();
  });

  it('refuses registration when closed, or outside the college domains when limited to them', () => {
    const settings = defaultCollegeSettings();
    expect(registrationRefusal(settings, 'a@gmail.com')).toBeNull();
    settings.signIn.allowedDomains = ['college.edu'];
    settings.registration.selfRegistration = 'collegeDomains';
    expect(registrationRefusal(settings, 'a@gmail.com')).toBe('domain');
    expect(registrationRefusal(settings, 'a@cs.college.edu')).toBeNull();
    expect(registrationRefusal(settings, 'a@notcollege.edu')).toBe('domain');
    settings.registration.selfRegistration = 'closed';
    expect(registrationRefusal(settings, 'a@college.edu')).toBe('closed');
  });
});
