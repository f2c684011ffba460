import { describe, expect, it } from 'vitest';
import { lastLoginText, messageTimeText, relativeCountdown } from './relative';

const now = new Date('2025-03-03T09:00:00.000Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const after = (ms: number) => new Date(now.getTime() + ms);
const before = (ms: number) => new Date(now.getTime() - ms);

describe('relativeCountdown', () => {
  it.each([
    [0, 'starting soon'],
    [4 * MINUTE + 59_999, 'starting soon'],
    [5 * MINUTE, 'in 5 min'],
    [59 * MINUTE + 59_999, 'in 59 min'],
    [HOUR, 'in 1 hour'],
    [3 * HOUR + 59 * MINUTE, 'in 3 hours'],
    [DAY - 1, 'in 23 hours'],
    [DAY, 'in 1 day'],
    [2 * DAY + 23 * HOUR, 'in 2 days'],
  ])('%i ms ahead reads %s', (ahead, text) => {
    expect(relativeCountdown(after(ahead), now)).toBe(text);
  });
});

describe('lastLoginText', () => {
  it.each([
    [0, 'Just now'],
    [59_999, 'Just now'],
    [MINUTE, '1m ago'],
    [59 * MINUTE, '59m ago'],
    [HOUR, '1h ago'],
    [23 * HOUR + 59 * MINUTE, '23h ago'],
    [DAY, 'Yesterday'],
    [2 * DAY - 1, 'Yesterday'],
    [2 * DAY, '2 days ago'],
    [6 * DAY, '6 days ago'],
    [7 * DAY, '1 week ago'],
    [14 * DAY, '2 weeks ago'],
    [29 * DAY, '4 weeks ago'],
    [30 * DAY, '1 month ago'],
    [65 * DAY, '2 months ago'],
  ])('%i ms ago reads %s', (ago, text) => {
    expect(lastLoginText(before(ago), now)).toBe(text);
  });

  it('says never for a missing login', () => {
    expect(lastLoginText(null, now)).toBe('Never logged in');
    expect(lastLoginText(undefined, now)).toBe('Never logged in');
    expect(lastLoginText('garbage', now)).toBe('Never logged in');
  });

  it('treats a stamp slightly ahead of our clock as just now', () => {
    expect(lastLoginText(after(2000), now)).toBe('Just now');
  });
});

describe('messageTimeText', () => {
  it('shows the time only while under 24 hours old', () => {
    expect(messageTimeText(before(DAY - 1), now)).toBe('2:30 PM');
    expect(messageTimeText('2025-03-02T18:45:00.000Z', now)).toBe('12:15 AM');
  });

  it('adds the date from 24 hours on', () => {
    expect(messageTimeText(before(DAY), now)).toBe('2 Mar 2025, 2:30 PM');
  });
});
