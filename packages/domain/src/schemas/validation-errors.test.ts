import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validationErrors, validationFailure } from './validation-errors';

const schema = z
  .object({
    name: z.string().min(1, 'Name is required').min(3, 'Too short'),
    profile: z.object({ cgpa: z.number('CGPA must be a number') }),
  })
  .refine(() => false, 'Whole form is wrong');

describe('validationErrors', () => {
  it('keeps the first message per dotted field path and heads with the first message', () => {
    const error = schema.safeParse({ name: '', profile: { cgpa: 'x' } }).error;
    if (!error) throw new Error('expected failure');
    expect(validationErrors(error)).toEqual({
      message: 'Name is required',
      errors: { name: 'Name is required', 'profile.cgpa': 'CGPA must be a number' },
    });
  });

  it('puts whole-object issues in the headline only', () => {
    const error = schema.safeParse({ name: 'Ada', profile: { cgpa: 1 } }).error;
    if (!error) throw new Error('expected failure');
    expect(validationFailure(error)).toEqual({ success: false, message: 'Whole form is wrong', errors: {} });
  });
});
