import { describe, expect, it } from 'vitest';
import {
  academicYearLabel,
  istDayBounds,
  istMonthBounds,
  istWeekBounds,
  istYesterdayBounds,
  isWithin,
} from './periods';

const iso = (range: { start: Date; end: Date }) => [range.start.toISOString(), range.end.toISOString()];

describe('istDayBounds', () => {
  it('spans the IST calendar day', () => {
    expect(iso(istDayBounds(new Date('2025-03-03T09:00:00.000Z')))).toEqual([
      '2025-03-02T18:30:00.000Z',
      '2025-03-03T18:30:00.000Z',
    ]);
  });

  it('moves to the next day exactly at IST midnight', () => {
    expect(iso(istDayBounds(new Date('2025-03-03T18:29:59.999Z')))[0]).toBe('2025-03-02T18:30:00.000Z');
    expect(iso(istDayBounds(new Date('2025-03-03T18:30:00.000Z')))[0]).toBe('2025-03-03T18:30:00.000Z');
  });

  it('gives yesterday, across a month boundary', () => {
    expect(iso(istYesterdayBounds(new Date('2025-03-01T02:00:00.000Z')))).toEqual([
      '2025-02-27T18:30:00.000Z',
      '2025-02-28T18:30:00.000Z',
    ]);
  });

  it('is half-open', () => {
    const today = istDayBounds(new Date('2025-03-03T09:00:00.000Z'));
    expect(isWithin(today, new Date('2025-03-02T18:30:00.000Z'))).toBe(true);
    expect(isWithin(today, new Date('2025-03-03T18:29:59.999Z'))).toBe(true);
    expect(isWithin(today, new Date('2025-03-03T18:30:00.000Z'))).toBe(false);
  });
});

describe('istWeekBounds', () => {
  it('runs Monday to Monday in IST', () => {
    // Sunday 9 March 2025, 23:00 IST.
    expect(iso(istWeekBounds(new Date('2025-03-09T17:30:00.000Z')))).toEqual([
      '2025-03-02T18:30:00.000Z',
      '2025-03-09T18:30:00.000Z',
    ]);
    // Monday 10 March, 00:30 IST — still Sunday in UTC.
    expect(iso(istWeekBounds(new Date('2025-03-09T19:00:00.000Z')))[0]).toBe('2025-03-09T18:30:00.000Z');
  });

  it('gives last week', () => {
    expect(iso(istWeekBounds(new Date('2025-03-05T09:00:00.000Z'), -1))).toEqual([
      '2025-02-23T18:30:00.000Z',
      '2025-03-02T18:30:00.000Z',
    ]);
  });
});

describe('istMonthBounds', () => {
  it('spans the IST calendar month and the previous one', () => {
    const now = new Date('2025-03-31T19:00:00.000Z'); // 1 April 00:30 IST
    expect(iso(istMonthBounds(now))).toEqual(['2025-03-31T18:30:00.000Z', '2025-04-30T18:30:00.000Z']);
    expect(iso(istMonthBounds(now, -1))).toEqual(['2025-02-28T18:30:00.000Z', '2025-03-31T18:30:00.000Z']);
  });

  it('crosses the year', () => {
    expect(iso(istMonthBounds(new Date('2025-01-15T00:00:00.000Z'), -1))).toEqual([
      '2024-11-30T18:30:00.000Z',
      '2024-12-31T18:30:00.000Z',
    ]);
  });
});

describe('academicYearLabel', () => {
  it('starts the year in July', () => {
    expect(academicYearLabel(new Date('2025-03-03T09:00:00.000Z'))).toBe('2024-25');
    expect(academicYearLabel(new Date('2025-07-15T09:00:00.000Z'))).toBe('2025-26');
  });

  it('turns over at IST midnight on 1 July', () => {
    expect(academicYearLabel(new Date('2025-06-30T18:29:59.000Z'))).toBe('2024-25');
    expect(academicYearLabel(new Date('2025-06-30T18:30:00.000Z'))).toBe('2025-26');
  });

  it('pads the century turn', () => {
    expect(academicYearLabel(new Date('2099-08-01T00:00:00.000Z'))).toBe('2099-00');
    expect(academicYearLabel(new Date('2009-08-01T00:00:00.000Z'))).toBe('2009-10');
  });
});
