import { validationErrors } from '@appointments/domain';
import type { Request, RequestHandler } from 'express';
import type { z } from 'zod';
import { badRequest } from '../http/api-error';
import { nowOf } from './request-time';

/**
 * A schema, or a factory for schemas whose rules depend on the time (future-only dates) or on what the
 * request read before (the college's settings).
 */
export type BodySchema = z.ZodType | ((now: Date, req: Request) => z.ZodType);

function schemaFor(source: BodySchema, req: Request): z.ZodType {
  return typeof source === 'function' ? source(nowOf(req), req) : source;
}

/**
 * Replaces `req.body` with the schema's output, or answers 400 with the schema's own messages:
 * the same zod schema checks the form in the browser.
 */
export function validateBody(source: BodySchema): RequestHandler {
  return (req, _res, next) => {
    const result = schemaFor(source, req).safeParse(req.body ?? {});
    if (!result.success) {
      const { message, errors } = validationErrors(result.error);
      next(badRequest(message, errors));
      return;
    }
    req.body = result.data;
    next();
  };
}
