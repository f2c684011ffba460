import type { NextFunction, Request, Response } from 'express';
import { currentTime } from '../lib/clock';

declare module 'express-serve-static-core' {
  interface Request {
    now?: Date;
  }
}

/** Fixes one "now" per request, so every rule a request checks agrees on the time. */
export async function requestTime(req: Request, _res: Response, next: NextFunction) {
  try {
    req.now = await currentTime();
    next();
  } catch (error) {
    next(error);
  }
}

export function nowOf(req: Request): Date {
  return req.now ?? new Date();
}
