import { createOfficeHoursSchema, type OfficeHoursPayload, validationMessages } from '@appointments/domain';

export type OfficeHoursCheck =
  | { definition: OfficeHoursPayload; errors: null }
  | { definition: null; errors: Record<string, string> };

/** Checks the form with the server's own schema, field by field, before the round trip. */
export function validateOfficeHours(input: unknown, now: Date): OfficeHoursCheck {
  const parsed = createOfficeHoursSchema(() => now).safeParse(input);
  if (parsed.success) return { definition: parsed.data, errors: null };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message || validationMessages.validationFailed;
  }
  return { definition: null, errors };
}
