import { apiErrorMessages, type LoginPayload, loginSchema, successMessages } from '@appointments/domain';
import type { Request, Response } from 'express';
import { Timestamp } from 'firebase-admin/firestore';
import { lastLoginRef, loadAccount } from '../../data/accounts';
import { roleOf } from '../../data/claims';
import { forbidden, unauthorized } from '../../http/api-error';
import { sendData } from '../../http/respond';
import { auth } from '../../lib/firebase';
import { verifyPassword } from '../../lib/identity-toolkit';
import { nowOf } from '../../middleware/request-time';
import { validateBody } from '../../middleware/validate';

/**
 * Checks the password, refuses accounts an admin has not approved (or has suspended), records
 * the login and answers with a custom token: the SPA signs in to Firebase Auth with it, so its
 * Firestore listeners and API calls carry a real, refreshing ID token with the account's claims.
 */
async function login(req: Request, res: Response) {
  const { email, password } = req.body as LoginPayload;
  const uid = await verifyPassword(email, password);
  if (!uid) throw unauthorized(apiErrorMessages.invalidCredentials);

  const role = roleOf(await auth().getUser(uid));
  const account = role ? await loadAccount(uid, role) : undefined;
  if (!role || !account) throw forbidden(apiErrorMessages.accountNotFound);
  if (role !== 'admin' && !('isApproved' in account && account.isApproved)) {
    // Suspension and a new registration both leave isApproved false; suspendedAt tells them apart.
    const suspended = 'suspendedAt' in account && Boolean(account.suspendedAt);
    throw forbidden(suspended ? apiErrorMessages.accountSuspended : apiErrorMessages.notApproved);
  }

  const now = nowOf(req);
  await lastLoginRef(uid, role).update({ lastLogin: Timestamp.fromDate(now) });
  const token = await auth().createCustomToken(uid);
  sendData(
    res,
    { token, role, user: { ...account, lastLogin: now.toISOString() } },
    { message: successMessages.login },
  );
}

export const loginHandlers = [validateBody(loginSchema), login];
