import { describe, expect, it } from 'vitest';
import { calendarFileName, googleCalendarUrl } from './calendar-links';

describe('googleCalendarUrl', () => {
  it('gives the session in UTC to the second, with its title and details', () => {
    const url = new URL(
      googleCalendarUrl({
        otherName: 'Dr Rao',
        startMillis: Date.parse('2026-03-03T09:00:00Z'),
        endMillis: Date.parse('2026-03-03T09:30:00Z'),
        details: 'Lab report & notes',
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('dates')).toBe('20260303T090000Z/20260303T093000Z');
    expect(url.searchParams.get('text')).toBe('Appointment with Dr Rao');
    expect(url.searchParams.get('details')).toBe('Lab report & notes');
  });

  it('names the file after the appointment', () => {
    expect(calendarFileName('abc')).toBe('appointment-abc.ics');
  });
});
