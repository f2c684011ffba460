import { describe, expect, it } from 'vitest';
import { lastDayAllowed, monthsOf, rangeProblem, termOf, weekdayOf, weekStartOf } from './range';

describe('insights ranges', () => {
  it('refuse a day that does not exist, a reversed range and one over two years', () => {
    expect(rangeProblem({ from: '2030-02-30', to: '2030-03-01' })).toBe('from');
    expect(rangeProblem({ from: '2030-02-01', to: '2030-3-01' })).toBe('to');
    expect(rangeProblem({ from: '2030-03-02', to: '2030-03-01' })).toBe('reversed');
    expect(rangeProblem({ from: '2030-03-01', to: '2032-03-01' })).toBeNull();
    expect(rangeProblem({ from: '2030-03-01', to: '2032-03-02' })).toBe('tooLong');
    expect(lastDayAllowed('2028-02-29')).toBe('2030-02-28');
  });

  it('read at most 25 months for the longest range', () => {
    expect(monthsOf({ from: '2030-03-31', to: '2032-03-31' })).toHaveLength(25);
    expect(monthsOf({ from: '2030-12-05', to: '2031-01-02' })).toEqual(['2030-12', '2031-01']);
  });

  it('start weeks on Monday and default to the term', () => {
    expect(weekStartOf('2030-03-04')).toBe('2030-03-04');
    expect(weekStartOf('2030-03-10')).toBe('2030-03-04');
    expect(weekdayOf('2030-03-10')).toBe(6);
    expect(termOf('2030-09-15')).toEqual({ from: '2030-07-01', to: '2030-12-31' });
    expect(termOf('2031-02-15')).toEqual({ from: '2031-01-01', to: '2031-06-30' });
  });
});
