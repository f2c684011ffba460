import type { z } from 'zod';
import type { ApiFailure } from '../entities';
import { validationMessages } from '../validation-messages';

export interface ValidationErrors {
  message: string;
  /** Field path joined with '.' (e.g. 'profile.cgpa') → that field's first message. */
  errors: Record<string, string>;
}

/**
 * Shapes a ZodError for the API error envelope and for forms. The headline is the first issue's message so a
 * toast alone already tells the user what to fix; whole-object issues appear only in the headline. Takes
 * the errors of zod's full and mini builds alike (the stored documents' schemas are written with mini).
 */
export function validationErrors(error: Pick<z.core.$ZodError, 'issues'>): ValidationErrors {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.path.length === 0) continue;
    const key = issue.path.map(String).join('.');
    errors[key] ??= issue.message;
  }
  return { message: error.issues[0]?.message ?? validationMessages.validationFailed, errors };
}

export function validationFailure(error: z.ZodError): ApiFailure {
  return { success: false, ...validationErrors(error) };
}
