import {
  type MailPreferences,
  mailPreferencesSchema,
  mailPreferencesTexts,
  type SelfRegisterRole,
} from '@appointments/domain';
import type { Request, Response } from 'express';
import { mailPreferencesField, mailPreferencesRef, readMailPreferences } from '../../data/mail-preferences';
import { sendData } from '../../http/respond';
import { callerOf } from '../../middleware/auth';
import { validateBody } from '../../middleware/validate';

function ownRef(req: Request) {
  const caller = callerOf(req);
  const role: SelfRegisterRole = caller.role === 'teacher' ? 'teacher' : 'student';
  return mailPreferencesRef(role, caller.uid);
}

export async function getMailPreferences(req: Request, res: Response) {
  sendData(res, await readMailPreferences(ownRef(req)));
}

async function updateMailPreferences(req: Request, res: Response) {
  const preferences = req.body as MailPreferences;
  await ownRef(req).set({ [mailPreferencesField]: preferences }, { merge: true });
  sendData(res, preferences, { message: mailPreferencesTexts.saved });
}

export const updateMailPreferencesHandlers = [validateBody(mailPreferencesSchema), updateMailPreferences];
