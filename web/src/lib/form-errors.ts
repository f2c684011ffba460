import { validationErrors } from '@appointments/domain';
import type { z } from 'zod';

export type FieldErrors = Record<string, string>;

/** Runs a shared schema on the form's values: the parsed payload, or each field's first message. */
export function parseForm<S extends z.ZodType>(
  schema: S,
  values: unknown,
): { data: z.output<S>; errors: null } | { data: null; errors: FieldErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data, errors: null };
  return { data: null, errors: validationErrors(result.error).errors };
}
