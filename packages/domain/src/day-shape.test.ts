import { describe, expect, it } from 'vitest';
import { DEFAULT_DAY_SHAPE, dayShapeBreach } from './day-shape';

const MINUTE = 60_000;
// 2030-03-04 23:45 IST.
const lateStart = Date.parse('2030-03-04T18:15:00Z');
const late = { start: lateStart, end: lateStart + 30 * MINUTE };

describe('the shape of the day', () => {
  it('lets a session run past midnight when the hours are not limited', () => {
    expect(dayShapeBreach(late, [], [], DEFAULT_DAY_SHAPE)).toBeNull();
    expect(dayShapeBreach(late, [], [], { ...DEFAULT_DAY_SHAPE, latestHour: 23 })).toBe('hours');
  });

  it('puts busy first, then hours, buffers and the daily count', () => {
    const busy = [{ start: late.start - MINUTE, end: late.start + MINUTE }];
    expect(dayShapeBreach(late, [], busy, { ...DEFAULT_DAY_SHAPE, latestHour: 23 })).toBe('busy');
    const before = { start: late.start - 40 * MINUTE, end: late.start - 10 * MINUTE };
    expect(dayShapeBreach(late, [before], [], { ...DEFAULT_DAY_SHAPE, bufferAfterMinutes: 15 })).toBe(
      'buffer',
    );
    expect(dayShapeBreach(late, [before], [], { ...DEFAULT_DAY_SHAPE, bufferAfterMinutes: 10 })).toBeNull();
    expect(dayShapeBreach(late, [before], [], { ...DEFAULT_DAY_SHAPE, maxSessionsPerDay: 1 })).toBe(
      'dailyMax',
    );
  });
});
