import { monthChangeText } from '@appointments/domain';
import { describe, expect, it } from 'vitest';
import { appointment } from '../test/fixtures';
import { monthFigures } from './month-figures';

// 1 December 2026, 10:00 AM IST: 'this month' is December in India.
const now = new Date('2026-12-01T04:30:00.000Z');
const created = (_id: string, createdAt: string, status: 'pending' | 'approved' | 'completed' | 'canceled') =>
  appointment({ _id, dateTime: '2026-12-10T04:30:00.000Z', createdAt, status });

describe('monthFigures', () => {
  it('counts by the IST month each appointment was made in, per figure', () => {
    const figures = monthFigures(
      [
        created('dec-pending', '2026-12-01T00:00:00.000Z', 'pending'), // 5:30 AM on 1 Dec in India
        created('dec-approved', '2026-12-01T01:00:00.000Z', 'approved'),
        created('nov-last-evening', '2026-11-30T18:00:00.000Z', 'approved'), // 11:30 PM on 30 Nov in India
        created('nov-completed', '2026-11-05T04:30:00.000Z', 'completed'),
        created('nov-canceled', '2026-11-06T04:30:00.000Z', 'canceled'),
        created('october', '2026-10-20T04:30:00.000Z', 'approved'),
      ],
      now,
    );
    expect(figures).toEqual({
      all: { thisMonth: 2, lastMonth: 3 },
      pending: { thisMonth: 1, lastMonth: 0 },
      approved: { thisMonth: 1, lastMonth: 1 },
      completed: { thisMonth: 0, lastMonth: 1 },
    });
  });

  it('gives the lines a student reads: new this month, a change, or none', () => {
    const figures = monthFigures([created('first', '2026-12-01T02:00:00.000Z', 'pending')], now);
    expect(monthChangeText(figures.pending.thisMonth, figures.pending.lastMonth)).toBe('1 new this month');
    expect(monthChangeText(figures.completed.thisMonth, figures.completed.lastMonth)).toBeNull();
  });
});
