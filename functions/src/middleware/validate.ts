import { validationErrors } from '@appointments/domain';
import type { RequestHandler } from 'express';
import type { z } from 'zod';
import { badRequest } from '../http/api-error';

/**
 * Replaces `req.body` with the schema's output, or answers 400 with the schema's own messages:
 * the same zod schema checks the form in the browser.
 */
export function validateBody(schema: z.ZodType): RequestHandler {
  return (req, _res, next) => {
    const result = schema.safeParse(req.body ?? {});
    if (!result.success) {
      const { message, errors } = validationErrors(result.error);
      next(badRequest(message, errors));
      return;
    }
    req.body = result.data;
    next();
  };
}
