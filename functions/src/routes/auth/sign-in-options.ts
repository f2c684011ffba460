import { collegeProviders } from '@appointments/domain';
import type { Request, Response } from 'express';
import { sendData } from '../../http/respond';
import { settingsOf, withCollegeSettings } from '../../middleware/college-settings';

/**
 * What the login page offers: the college's identity providers (buttons), whether passwords are on, and the
 * college's domains (a hint for the provider's account chooser). Public: it is what the page shows anyway.
 */
function signInOptions(req: Request, res: Response) {
  const { signIn } = settingsOf(req);
  // A minute in shared caches: a settings change reaches the page soon, a burst of visitors reads it once.
  res.set('Cache-Control', 'public, max-age=60');
  sendData(res, {
    providers: collegeProviders({ signIn }),
    passwords: signIn.methods.includes('password'),
    allowedDomains: signIn.allowedDomains,
  });
}

export const signInOptionsHandlers = [withCollegeSettings, signInOptions];
