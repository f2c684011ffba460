import { describe, expect, it } from 'vitest';
import { dayShapeTexts } from '../day-shape';
import { busyCalendarSchema } from './busy-calendar';
import { dayShapeSchema } from './day-shape';

const valid = {
  bufferBeforeMinutes: 10,
  bufferAfterMinutes: 0,
  maxSessionsPerDay: null,
  earliestHour: 9,
  latestHour: 17,
};

function fieldError(body: unknown): [string, string] | null {
  const result = dayShapeSchema.safeParse(body);
  if (result.success) return null;
  const issue = result.error.issues[0];
  return issue ? [String(issue.path[0]), issue.message] : null;
}

describe('day shape settings', () => {
  it('accepts buffers 0–60, a daily maximum or none, and hours in order', () => {
    expect(dayShapeSchema.parse(valid)).toEqual(valid);
    expect(
      dayShapeSchema.parse({ ...valid, maxSessionsPerDay: 6, bufferAfterMinutes: 60 }).maxSessionsPerDay,
    ).toBe(6);
  });

  it('names the field that is wrong', () => {
    expect(fieldError({ ...valid, bufferBeforeMinutes: 61 })).toEqual([
      'bufferBeforeMinutes',
      dayShapeTexts.bufferRange,
    ]);
    expect(fieldError({ ...valid, bufferAfterMinutes: -1 })).toEqual([
      'bufferAfterMinutes',
      dayShapeTexts.bufferRange,
    ]);
    expect(fieldError({ ...valid, maxSessionsPerDay: 0 })).toEqual([
      'maxSessionsPerDay',
      dayShapeTexts.maxRange,
    ]);
    expect(fieldError({ ...valid, earliestHour: 7.5 })).toEqual(['earliestHour', dayShapeTexts.hourRange]);
    expect(fieldError({ ...valid, earliestHour: 18 })).toEqual(['latestHour', dayShapeTexts.hoursOrder]);
  });
});

describe('busy calendar address', () => {
  it('takes https and webcal addresses, and null to stop', () => {
    expect(busyCalendarSchema.parse({ url: ' webcal://example.com/a.ics ' }).url).toBe(
      'https://example.com/a.ics',
    );
    expect(busyCalendarSchema.parse({ url: null }).url).toBeNull();
    expect(busyCalendarSchema.safeParse({ url: 'http://example.com/a.ics' }).success).toBe(false);
    expect(busyCalendarSchema.safeParse({ url: 'javascript:alert(1)' }).success).toBe(false);
  });
});
