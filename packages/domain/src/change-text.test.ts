import { describe, expect, it } from 'vitest';
import {
  dayChangeText,
  fromYesterdayText,
  growthText,
  monthChangeText,
  monthOverMonthText,
  percentChange,
  percentChangeText,
  periodChangeText,
  weeklyChangeText,
} from './change-text';

describe('percentChange', () => {
  it('rounds to whole percent', () => {
    expect(percentChange(12, 10)).toBe(20);
    expect(percentChange(2, 3)).toBe(-33);
    expect(percentChange(0, 4)).toBe(-100);
  });

  it('counts growth from nothing as +100% and nothing to nothing as 0', () => {
    expect(percentChange(5, 0)).toBe(100);
    expect(percentChange(0, 0)).toBe(0);
  });
});

describe('monthChangeText', () => {
  it("says 'new this month' when last month had none, not '+100%'", () => {
    expect(monthChangeText(3, 0)).toBe('3 new this month');
    expect(monthChangeText(1, 0)).toBe('1 new this month');
  });

  it('says nothing when neither month had any', () => {
    expect(monthChangeText(0, 0)).toBeNull();
  });

  it('compares two months that both had some as a percentage', () => {
    expect(monthChangeText(6, 4)).toBe('+50% this month');
    expect(monthChangeText(2, 4)).toBe('-50% this month');
    expect(monthChangeText(0, 4)).toBe('-100% this month');
    expect(monthChangeText(4, 4)).toBe('No change');
  });
});

describe('change lines', () => {
  it('reads month over month', () => {
    expect(monthOverMonthText(12, 10)).toBe('+20% this month');
    expect(monthOverMonthText(9, 10)).toBe('-10% this month');
    expect(monthOverMonthText(10, 10)).toBe('No change');
    expect(monthOverMonthText(3, 0)).toBe('+100% this month');
    expect(monthOverMonthText(0, 0)).toBe('No change');
  });

  it('formats percentages the API already computed', () => {
    expect(weeklyChangeText(-25)).toBe('-25% this week');
    expect(growthText(7.6)).toBe('+8% growth');
    expect(growthText(0.4)).toBe('No change');
    expect(percentChangeText(Number.NaN, 'this week')).toBe('No change');
  });

  it('compares today with yesterday', () => {
    expect(fromYesterdayText(5, 3)).toBe('+2 from yesterday');
    expect(fromYesterdayText(2, 3)).toBe('-1 from yesterday');
    expect(fromYesterdayText(3, 3)).toBe('No change from yesterday');
  });
});

describe('figures that always mean something', () => {
  it("says how many are new when the earlier period had none, never '+100%' from zero", () => {
    expect(periodChangeText(3, 0, 'week')).toBe('3 new this week');
    expect(periodChangeText(1, 0, 'month')).toBe('1 new this month');
    expect(periodChangeText(12, 10, 'week')).toBe('+20% this week');
    expect(periodChangeText(0, 4, 'month')).toBe('-100% this month');
    expect(periodChangeText(5, 5, 'week')).toBe('No change');
  });

  it('shows no line when both periods are zero', () => {
    expect(periodChangeText(0, 0, 'week')).toBeNull();
    expect(dayChangeText(0, 0)).toBeNull();
    expect(dayChangeText(2, 0)).toBe('+2 from yesterday');
  });
});
