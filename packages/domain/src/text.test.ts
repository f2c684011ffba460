import { describe, expect, it } from 'vitest';
import {
  activeSlotsText,
  approveAllConfirmText,
  averageRatingOr,
  countOf,
  initials,
  joinCommaList,
  noStatusAppointmentsText,
  oneDecimalOrNA,
  pendingRequestsText,
  professorGreeting,
  ratingLabel,
  ratingText,
  reviewBannerText,
  STUDENT_NOUN,
  searchSummaryText,
  slotsAvailableText,
  splitCommaList,
  studentGreetingName,
  teachersAvailableText,
  teachersAwaitingApprovalText,
  upcomingSessionsText,
} from './text';

describe('initials', () => {
  it('takes the first letters of the first two words, uppercased', () => {
    expect(initials('ada lovelace')).toBe('AL');
    expect(initials('  Grace   Brewster Hopper ')).toBe('GB');
    expect(initials('Plato')).toBe('P');
  });

  it('shows a question mark for no name', () => {
    expect(initials('')).toBe('?');
    expect(initials('   ')).toBe('?');
  });
});

describe('counts', () => {
  it('pluralises', () => {
    expect(countOf(1, 'slot')).toBe('1 slot');
    expect(countOf(0, 'slot')).toBe('0 slots');
    expect(countOf(2, 'reply', 'replies')).toBe('2 replies');
  });

  it('words the screen counts', () => {
    expect(slotsAvailableText(0)).toBe('No slots available');
    expect(slotsAvailableText(1)).toBe('1 slot available');
    expect(slotsAvailableText(4)).toBe('4 slots available');
    expect(activeSlotsText(1)).toBe('1 active slot');
    expect(activeSlotsText(3)).toBe('3 active slots');
    expect(teachersAwaitingApprovalText(1)).toBe('1 teacher awaiting approval');
    expect(teachersAwaitingApprovalText(5)).toBe('5 teachers awaiting approval');
    expect(upcomingSessionsText(2)).toBe('2 upcoming sessions');
    expect(teachersAvailableText(1)).toBe('1 teacher available');
  });

  it('agrees the review banner verb with the count', () => {
    expect(reviewBannerText(1)).toBe('1 appointment needs your review (shown first)');
    expect(reviewBannerText(2)).toBe('2 appointments need your review (shown first)');
  });

  it('words the search summary with the right noun', () => {
    expect(searchSummaryText(1, 'phy')).toBe('Found 1 teacher matching "phy"');
    expect(searchSummaryText(3, 'phy')).toBe('Found 3 teachers matching "phy"');
    expect(searchSummaryText(0, 'zzz')).toBe('No teachers found for "zzz"');
    expect(searchSummaryText(2, 'cs', STUDENT_NOUN)).toBe('Found 2 students matching "cs"');
  });

  it('asks before approving all', () => {
    expect(approveAllConfirmText(3, STUDENT_NOUN)).toBe('Approve all 3 students?');
  });
});

describe('comma lists', () => {
  it('splits, trims and drops blanks', () => {
    expect(splitCommaList(' Algebra, ,Graph theory,  ')).toEqual(['Algebra', 'Graph theory']);
    expect(splitCommaList('')).toEqual([]);
  });

  it('joins with comma and space', () => {
    expect(joinCommaList(['a', 'b'])).toBe('a, b');
  });
});

describe('ratings', () => {
  it('shows the average with the review count', () => {
    expect(ratingText(4.5, 2)).toBe('4.5 (2 reviews)');
    expect(ratingText(4, 1)).toBe('4.0 (1 review)');
    expect(ratingText(0, 0)).toBe('No ratings yet');
  });

  it('shows one decimal or N/A', () => {
    expect(oneDecimalOrNA(3.25)).toBe('3.3');
    expect(oneDecimalOrNA(0)).toBe('0.0');
    expect(oneDecimalOrNA(null)).toBe('N/A');
    expect(oneDecimalOrNA(Number.NaN)).toBe('N/A');
    expect(averageRatingOr(4.26, 3, 'No rating')).toBe('4.3');
    expect(averageRatingOr(0, 0, 'No rating')).toBe('No rating');
  });

  it('labels the stars', () => {
    expect([1, 2, 3, 4, 5, 0].map(ratingLabel)).toEqual([
      'Poor',
      'Fair',
      'Good',
      'Very Good',
      'Excellent',
      '',
    ]);
  });
});

describe('greetings and small lines', () => {
  it('falls back when the name is missing', () => {
    expect(professorGreeting('Grace Hopper')).toBe('Prof. Grace Hopper');
    expect(professorGreeting('  ')).toBe('Prof. Educator');
    expect(studentGreetingName(null)).toBe('Student');
    expect(studentGreetingName('Ada')).toBe('Ada');
  });

  it('words the pending card and empty states', () => {
    expect(pendingRequestsText(2)).toBe('Need attention');
    expect(pendingRequestsText(0)).toBe('All clear');
    expect(noStatusAppointmentsText('completed')).toBe('No completed appointments to show.');
  });
});
