// Test support: parse and return the per-field messages, failing loudly if the input was accepted.
import type { z } from 'zod';
import { validationErrors } from './validation-errors';

export function fieldErrors(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) throw new Error(`Expected rejection, got ${JSON.stringify(result.data)}`);
  return validationErrors(result.error).errors;
}

export function parsed<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success)
    throw new Error(`Expected acceptance, got ${JSON.stringify(validationErrors(result.error))}`);
  return result.data;
}
