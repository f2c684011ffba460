import { describe, expect, it } from 'vitest';
import {
  calendarDateDisplay,
  officeHoursRangeText,
  performanceRatingText,
  reviewsCountText,
  STUDENT_YEAR_OPTIONS,
  showsRatingBadge,
  studentYearLabel,
  timeOfDayText,
} from './profile-texts';

describe('student year', () => {
  it('labels the years 1 to 4 as 1st to 4th Year', () => {
    expect(STUDENT_YEAR_OPTIONS).toEqual([
      { value: 1, label: '1st Year' },
      { value: 2, label: '2nd Year' },
      { value: 3, label: '3rd Year' },
      { value: 4, label: '4th Year' },
    ]);
  });

  it('has no label outside the four years', () => {
    expect(studentYearLabel(0)).toBeNull();
    expect(studentYearLabel(5)).toBeNull();
    expect(studentYearLabel(2.5)).toBeNull();
    expect(studentYearLabel(null)).toBeNull();
  });
});

describe('teacher rating', () => {
  it('shows one decimal once rated, else No rating', () => {
    expect(performanceRatingText(4.25, 4)).toBe('4.3');
    expect(performanceRatingText(5, 1)).toBe('5.0');
    expect(performanceRatingText(0, 0)).toBe('No rating');
    expect(performanceRatingText(null, 0)).toBe('No rating');
  });

  it('shows the header badge only above 0', () => {
    expect(showsRatingBadge(0.1)).toBe(true);
    expect(showsRatingBadge(0)).toBe(false);
    expect(showsRatingBadge(null)).toBe(false);
    expect(showsRatingBadge(Number.NaN)).toBe(false);
  });

  it('counts reviews', () => {
    expect(reviewsCountText(0)).toBe('0 reviews');
    expect(reviewsCountText(1)).toBe('1 review');
  });
});

describe('dates and times of the profile', () => {
  it('shows a birthday as the calendar date stored, whatever the zone', () => {
    expect(calendarDateDisplay('2005-03-01')).toBe('1 Mar 2005');
    expect(calendarDateDisplay('2005-02-30')).toBeNull();
    expect(calendarDateDisplay('')).toBeNull();
  });

  it('shows office hours on the 12-hour clock', () => {
    expect(timeOfDayText('09:05')).toBe('9:05 AM');
    expect(timeOfDayText('12:00')).toBe('12:00 PM');
    expect(timeOfDayText('00:30')).toBe('12:30 AM');
    expect(timeOfDayText('17:45')).toBe('5:45 PM');
    expect(timeOfDayText('25:00')).toBeNull();
    expect(officeHoursRangeText('09:00', '17:00')).toBe('9:00 AM – 5:00 PM');
    expect(officeHoursRangeText('09:00', '')).toBe('9:00 AM');
    expect(officeHoursRangeText('', '')).toBeNull();
  });
});
