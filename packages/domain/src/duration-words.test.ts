import { describe, expect, it } from 'vitest';
import { durationInWords } from './duration-words';
import { policyRefusals } from './lifecycle-texts';

describe('durationInWords', () => {
  it.each([
    [1, '1 minute'],
    [45, '45 minutes'],
    [60, '1 hour'],
    [90, '1 hour 30 minutes'],
    [180, '3 hours'],
    [1440, '1 day'],
    [2880, '2 days'],
    [0, '0 minutes'],
  ])('%i minutes read as %s', (minutes, words) => {
    expect(durationInWords(minutes)).toBe(words);
  });
});

describe('policyRefusals', () => {
  it('name the values in force', () => {
    expect(policyRefusals.noticeTooShort({ minNoticeMinutes: 180 })).toBe(
      'Please choose a time at least 3 hours from now',
    );
    expect(policyRefusals.noticeTooShort({ minNoticeMinutes: 60 })).toBe(
      'Please choose a time at least 1 hour from now',
    );
    expect(policyRefusals.cancelCutoffPassed({ cancelCutoffMinutes: 120 })).toBe(
      'Appointments can be canceled or rescheduled up to 2 hours before they start',
    );
    expect(policyRefusals.beyondHorizon({ maxDaysAhead: 30 })).toBe(
      'Please choose a time at most 30 days ahead',
    );
  });
});
