import { describe, expect, it } from 'vitest';
import {
  DEFAULT_NO_SHOW_POLICY,
  inAttendanceWindow,
  isPaused,
  mayCheckIn,
  noShowPause,
  sessionOutcome,
} from './session-record';

const start = new Date('2030-03-06T04:30:00.000Z');
const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
const session = { status: 'approved', dateTime: start, durationMinutes: 45 };

describe('the windows', () => {
  it('lets a student check in from 10 minutes before the start until the end', () => {
    expect(mayCheckIn(session, at(-11))).toBe(false);
    expect(mayCheckIn(session, at(-10))).toBe(true);
    expect(mayCheckIn(session, at(45))).toBe(true);
    expect(mayCheckIn(session, at(46))).toBe(false);
    expect(mayCheckIn({ ...session, status: 'pending' }, at(0))).toBe(false);
  });

  it('lets a teacher mark attendance from the start until 7 days after it', () => {
    const week = 7 * 24 * 60;
    expect(inAttendanceWindow(session, at(-1))).toBe(false);
    expect(inAttendanceWindow(session, at(0))).toBe(true);
    expect(inAttendanceWindow(session, at(week))).toBe(true);
    expect(inAttendanceWindow(session, at(week + 1))).toBe(false);
  });
});

describe('the completion rule', () => {
  it("reads a mark first, then a check-in, else 'attendance not recorded'", () => {
    expect(sessionOutcome({ attendance: 'no_show', checkedInAt: 'x' })).toBe('no_show');
    expect(sessionOutcome({ attendance: null, checkedInAt: '2030-03-06T04:25:00.000Z' })).toBe('checked_in');
    expect(sessionOutcome({ attendance: null, checkedInAt: null })).toBe('not_recorded');
  });
});

describe('the no-show policy', () => {
  const day = 24 * 60;
  const noShows = [0, 10, 20].map((days) => ({ id: `a${days}`, dateTime: at(days * day) }));

  it('pauses at the threshold within the window, for the pause length', () => {
    const now = at(20 * day + 60);
    expect(noShowPause(noShows.slice(0, 2), DEFAULT_NO_SHOW_POLICY, now)).toBeNull();
    expect(noShowPause(noShows, DEFAULT_NO_SHOW_POLICY, now)).toEqual({
      until: new Date(now.getTime() + 14 * day * 60_000),
      causes: ['a0', 'a10', 'a20'],
    });
  });

  it('forgets no-shows older than the window, and never pauses when off', () => {
    expect(noShowPause(noShows, DEFAULT_NO_SHOW_POLICY, at(31 * day))).toBeNull();
    expect(noShowPause(noShows, { ...DEFAULT_NO_SHOW_POLICY, enabled: false }, at(20 * day))).toBeNull();
  });

  it('holds a pause until its end', () => {
    expect(isPaused({ until: at(10) }, at(9))).toBe(true);
    expect(isPaused({ until: at(10) }, at(10))).toBe(false);
    expect(isPaused(null, at(0))).toBe(false);
  });
});
