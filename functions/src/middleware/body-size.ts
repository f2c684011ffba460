import { apiErrorMessages } from '@appointments/domain';
import type { RequestHandler } from 'express';
import { ApiError } from '../http/api-error';

/**
 * The platform reads bodies of up to 10 MB (32 MB in the emulator) before the app runs, so
 * express.json's own limit never applies there: the app checks the size it was given.
 */
export function limitBodySize(maxBytes: number, exempt: (path: string) => boolean): RequestHandler {
  return (req, _res, next) => {
    const size = req.rawBody?.length ?? Number(req.get('content-length') ?? 0);
    next(size > maxBytes && !exempt(req.path) ? new ApiError(413, apiErrorMessages.tooLarge) : undefined);
  };
}
