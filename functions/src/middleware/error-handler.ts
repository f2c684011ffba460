import { apiErrorMessages } from '@appointments/domain';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ApiError } from '../http/api-error';
import { sendFailure } from '../http/respond';
import { RateLimitedError } from '../lib/rate-limit';

interface BodyParserError {
  type?: string;
  status?: number;
}

function isBodyParserError(error: unknown): error is BodyParserError {
  return typeof error === 'object' && error !== null && 'type' in error && 'status' in error;
}

/** Maps every failure to the error envelope `{ success: false, message, errors? }`. */
export const errorHandler: ErrorRequestHandler = (error: unknown, _req, res, _next) => {
  if (error instanceof RateLimitedError) res.set('Retry-After', String(error.retryAfterSeconds));
  if (error instanceof ApiError) {
    sendFailure(res, error.status, error.message, error.errors);
    return;
  }
  if (isBodyParserError(error)) {
    if (error.type === 'entity.too.large') {
      sendFailure(res, 413, apiErrorMessages.tooLarge);
      return;
    }
    if (error.type === 'entity.parse.failed') {
      sendFailure(res, 400, apiErrorMessages.malformedJson);
      return;
    }
  }
  // Unexpected failures are logged for operators and answered without internals.
  console.error('Unhandled API error', error);
  sendFailure(res, 500, apiErrorMessages.internal);
};

export const notFoundHandler: RequestHandler = (req, res) => {
  sendFailure(res, 404, `No such endpoint: ${req.method} ${req.path}`);
};
