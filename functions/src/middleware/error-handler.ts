import { apiErrorMessages } from '@appointments/domain';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ApiError } from '../http/api-error';
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
    res.status(error.status).json({
      success: false,
      message: error.message,
      ...(error.errors ? { errors: error.errors } : {}),
    });
    return;
  }
  if (isBodyParserError(error)) {
    if (error.type === 'entity.too.large') {
      res.status(413).json({ success: false, message: apiErrorMessages.tooLarge });
      return;
    }
    if (error.type === 'entity.parse.failed') {
      res.status(400).json({ success: false, message: apiErrorMessages.malformedJson });
      return;
    }
  }
  // Unexpected failures are logged for operators and answered without internals.
  console.error('Unhandled API error', error);
  res.status(500).json({ success: false, message: apiErrorMessages.internal });
};

export const notFoundHandler: RequestHandler = (req, res) => {
  res.status(404).json({ success: false, message: `No such endpoint: ${req.method} ${req.path}` });
};
