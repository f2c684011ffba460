import {
  type MailPreferences,
  mailPreferencesSchema,
  mailPreferencesTexts,
  type SelfRegisterRole,
} from '@appointments/domain';
import type { Request, Response } from 'express';
import { sendData } from '../../http/respond';
import { callerOf } from '../../middleware/auth';
import { validateBody } from '../../middleware/validate';
import { mailPreferencesOf, saveMailPreferences } from '../../services/mail-preferences';

function owner(req: Request): { role: SelfRegisterRole; uid: string } {
  const caller = callerOf(req);
  return { role: caller.role === 'teacher' ? 'teacher' : 'student', uid: caller.uid };
}

export async function getMailPreferences(req: Request, res: Response) {
  const { role, uid } = owner(req);
  sendData(res, await mailPreferencesOf(role, uid));
}

async function updateMailPreferences(req: Request, res: Response) {
  const preferences = req.body as MailPreferences;
  const { role, uid } = owner(req);
  await saveMailPreferences(role, uid, preferences);
  sendData(res, preferences, { message: mailPreferencesTexts.saved });
}

export const updateMailPreferencesHandlers = [validateBody(mailPreferencesSchema), updateMailPreferences];
