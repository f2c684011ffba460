import { type LoginPayload, loginSchema, successMessages } from '@appointments/domain';
import type { Request, Response } from 'express';
import { sendData } from '../../http/respond';
import { clientAddress } from '../../lib/client-address';
import { settingsOf, withCollegeSettings } from '../../middleware/college-settings';
import { nowOf } from '../../middleware/request-time';
import { validateBody } from '../../middleware/validate';
import { logIn } from '../../services/login';

/** Signs in with email and password (services/login.ts holds the rules). */
async function login(req: Request, res: Response) {
  const passwordsOn = settingsOf(req).signIn.methods.includes('password');
  const result = await logIn(req.body as LoginPayload, clientAddress(req), nowOf(req), { passwordsOn });
  sendData(res, result, { message: successMessages.login });
}

export const loginHandlers = [validateBody(loginSchema), withCollegeSettings, login];
