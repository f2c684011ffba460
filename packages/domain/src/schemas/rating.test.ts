import { describe, expect, it } from 'vitest';
import { fieldErrors, parsed } from './field-errors.testing';
import { ratingSchema } from './rating';

describe('ratingSchema', () => {
  it('accepts 1 to 5 stars and trims the review', () => {
    expect(parsed(ratingSchema, { teacherId: 't1', rating: 5, review: '  Clear explanations ' })).toEqual({
      teacherId: 't1',
      rating: 5,
      review: 'Clear explanations',
    });
    expect(parsed(ratingSchema, { teacherId: 't1', rating: 1 }).review).toBe('');
  });

  it.each([0, 6, 2.5, undefined, '4'])('refuses %s stars with the spec warning', (rating) => {
    expect(fieldErrors(ratingSchema, { teacherId: 't1', rating })).toEqual({
      rating: 'Please select a rating',
    });
  });

  it('limits the review length', () => {
    expect(fieldErrors(ratingSchema, { teacherId: 't1', rating: 3, review: 'x'.repeat(1001) })).toEqual({
      review: 'Review must be at most 1000 characters',
    });
  });
});
