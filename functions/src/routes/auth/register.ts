import {
  apiErrorMessages,
  approvesOnRegistration,
  collegeSettingsRefusals,
  collegeSignInTexts,
  type RegisterPayload,
  registerSchema,
  registrationRefusal,
  successMessages,
} from '@appointments/domain';
import type { Request, Response } from 'express';
import { badRequest, forbidden } from '../../http/api-error';
import { sendData } from '../../http/respond';
import { registerLimits } from '../../lib/abuse-limits';
import { clientAddress } from '../../lib/client-address';
import { consumeRateLimits } from '../../lib/rate-limit';
import { settingsOf, withCollegeSettings } from '../../middleware/college-settings';
import { nowOf } from '../../middleware/request-time';
import { validateBody } from '../../middleware/validate';
import { createSelfRegisteredAccount } from '../../services/registration';

/** Students and teachers sign themselves up and wait for an admin; admins cannot self-register. */
async function register(req: Request, res: Response) {
  const payload = req.body as RegisterPayload;
  const now = nowOf(req);
  // A 409 for a taken address is unavoidable (the form must say so); the limit keeps it from
  // becoming a way to test addresses by the thousand.
  const address = clientAddress(req);
  const settings = settingsOf(req);
  const limits = registerLimits(settings.registrationLimits);
  await consumeRateLimits(
    [
      { limit: limits.perAddressBurst, key: address },
      { limit: limits.perAddressHour, key: address },
    ],
    now,
  );
  const refusal = registrationRefusal(settings, payload.email);
  if (refusal === 'closed') throw forbidden(collegeSettingsRefusals.registrationClosed);
  if (refusal === 'domain') {
    throw badRequest(collegeSettingsRefusals.registrationDomain, {
      email: collegeSettingsRefusals.registrationDomain,
    });
  }
  // Teachers always wait for an admin (or come from a roster): a college address proves a student, not a teacher.
  const approved = payload.role === 'student' && approvesOnRegistration(settings, payload.email);
  const uid = await createSelfRegisteredAccount(payload, now, { approved });
  sendData(
    res,
    { _id: uid, name: payload.name, email: payload.email, role: payload.role, isApproved: approved },
    {
      status: 201,
      message: approved ? collegeSignInTexts.registrationApproved : successMessages.registration,
    },
  );
}

export const registerHandlers = [
  (req: Request, _res: Response, next: (error?: unknown) => void) => {
    // Say why plainly instead of the generic role message: the admin role exists, it is just not open.
    const role: unknown = (req.body as { role?: unknown } | undefined)?.role;
    next(
      role === 'admin'
        ? badRequest(apiErrorMessages.adminCannotRegister, { role: apiErrorMessages.adminCannotRegister })
        : undefined,
    );
  },
  validateBody(registerSchema),
  withCollegeSettings,
  register,
];
