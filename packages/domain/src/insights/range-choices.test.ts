import { describe, expect, it } from 'vitest';
import {
  CUSTOM_RANGE,
  presetOf,
  rangeDayChoices,
  rangeInWords,
  rangeMonthChoices,
  rangePresets,
  sameDayIn,
} from './range-choices';

describe('insights range choices', () => {
  it('name each period with its days, relative to today', () => {
    const presets = rangePresets('2026-11-27');
    expect(presets.map((preset) => [preset.id, preset.range.from, preset.range.to])).toEqual([
      ['thisTerm', '2026-07-01', '2026-12-31'],
      ['lastTerm', '2026-01-01', '2026-06-30'],
      ['last7', '2026-11-21', '2026-11-27'],
      ['last30', '2026-10-29', '2026-11-27'],
      ['last90', '2026-08-30', '2026-11-27'],
      ['thisYear', '2026-07-01', '2027-06-30'],
      ['lastYear', '2025-07-01', '2026-06-30'],
    ]);
    expect(presets[0]?.label).toBe('This term (1 Jul 2026 – 31 Dec 2026)');
    // In the spring term the last term is the previous calendar year's autumn.
    const spring = rangePresets('2027-02-03');
    expect(spring.find((preset) => preset.id === 'lastTerm')?.range).toEqual({
      from: '2026-07-01',
      to: '2026-12-31',
    });
    expect(spring.find((preset) => preset.id === 'thisYear')?.range).toEqual({
      from: '2026-07-01',
      to: '2027-06-30',
    });
  });

  it('recognise a preset from its days, and anything else as custom', () => {
    expect(presetOf({ from: '2026-07-01', to: '2026-12-31' }, '2026-11-27')).toBe('thisTerm');
    expect(presetOf({ from: '2026-10-29', to: '2026-11-27' }, '2026-11-27')).toBe('last30');
    expect(presetOf({ from: '2026-10-30', to: '2026-11-27' }, '2026-11-27')).toBe(CUSTOM_RANGE);
  });

  it('offer three years back and one ahead as months, and each day of a month with its weekday', () => {
    const months = rangeMonthChoices('2026-11-27');
    expect(months).toHaveLength(49);
    expect(months[0]).toEqual({ value: '2023-11', label: 'Nov 2023' });
    expect(months.at(-1)).toEqual({ value: '2027-11', label: 'Nov 2027' });
    const february = rangeDayChoices('2028-02');
    expect(february).toHaveLength(29);
    expect(february[0]).toEqual({ value: '2028-02-01', label: 'Tue 1' });
    expect(february.at(-1)).toEqual({ value: '2028-02-29', label: 'Tue 29' });
  });

  it('keep the day of the month when the month changes, or take the month’s last day', () => {
    expect(sameDayIn('2026-10-31', '2026-11')).toBe('2026-11-30');
    expect(sameDayIn('2026-10-14', '2027-02')).toBe('2027-02-14');
    expect(rangeInWords({ from: '2026-11-01', to: '2026-11-30' })).toBe('1 Nov 2026 – 30 Nov 2026');
  });
});
