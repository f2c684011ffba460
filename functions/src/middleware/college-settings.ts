import { type CollegeSettings, defaultCollegeSettings } from '@appointments/domain';
import type { NextFunction, Request, Response } from 'express';
import { loadCollegeSettings } from '../data/college-settings';

declare module 'express-serve-static-core' {
  interface Request {
    collegeSettings?: CollegeSettings;
  }
}

/**
 * Reads the college's settings for this request, before the body is validated (a custom request's
 * notice and horizon are the college's): every rule the request checks agrees on one reading.
 */
export async function withCollegeSettings(req: Request, _res: Response, next: NextFunction) {
  try {
    req.collegeSettings = await loadCollegeSettings();
    next();
  } catch (error) {
    next(error);
  }
}

export function settingsOf(req: Request): CollegeSettings {
  return req.collegeSettings ?? defaultCollegeSettings();
}
