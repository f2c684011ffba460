import { apiErrorMessages } from '@appointments/domain';
import type { NextFunction, Request, Response } from 'express';
import { type DecodedIdToken, getAuth } from 'firebase-admin/auth';
import { studentRef, teacherRef } from '../data/accounts';
import { forbidden, unauthorized } from '../http/api-error';

export type Role = 'student' | 'teacher' | 'admin';

export interface Caller {
  uid: string;
  email: string | undefined;
  role: Role | undefined;
  approved: boolean;
}

const roles: readonly Role[] = ['student', 'teacher', 'admin'];

function readBearerToken(req: Request): string | undefined {
  const header = req.get('authorization');
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

function toRole(value: unknown): Role | undefined {
  return roles.find((role) => role === value);
}

/** The login time (seconds) that /auth/login puts in its custom token, and so in the session's ID tokens. */
export const LOGIN_AT_CLAIM = 'loginAt';

/**
 * Revocation as `verifyIdToken(token, true)` checks it (disabled account, sign-in before the
 * account's tokens were revoked), plus the login behind the session: a custom token minted before
 * a revocation and exchanged after it would otherwise start a fresh, valid session.
 */
async function isRevoked(decoded: DecodedIdToken): Promise<boolean> {
  const user = await getAuth().getUser(decoded.uid);
  if (user.disabled) return true;
  const validAfterMs = user.tokensValidAfterTime ? Date.parse(user.tokensValidAfterTime) : 0;
  const loginAt: unknown = decoded[LOGIN_AT_CLAIM];
  const startedAtMs =
    (typeof loginAt === 'number' ? Math.min(loginAt, decoded.auth_time) : decoded.auth_time) * 1000;
  return startedAtMs < validAfterMs;
}

/**
 * Verifies the Firebase ID token (revocation included) and reads the `{role, approved}` claims. `alongside`
 * (what the caller's guard reads about the account) is asked together with the revocation check, so a guarded
 * call waits for one round trip where it waited for two; its answer counts only for a caller not revoked.
 */
export async function authenticate(req: Request): Promise<Caller>;
export async function authenticate<T>(
  req: Request,
  alongside: (caller: Caller) => Promise<T>,
): Promise<{ caller: Caller; alongside: T }>;
export async function authenticate<T>(
  req: Request,
  alongside?: (caller: Caller) => Promise<T>,
): Promise<Caller | { caller: Caller; alongside: T }> {
  const token = readBearerToken(req);
  if (!token) throw unauthorized();
  let decoded: DecodedIdToken;
  try {
    decoded = await getAuth().verifyIdToken(token);
  } catch {
    throw unauthorized();
  }
  const caller: Caller = {
    uid: decoded.uid,
    email: decoded.email,
    role: toRole(decoded.role),
    approved: decoded.approved === true,
  };
  const extra = alongside?.(caller);
  // Settled before a refusal is thrown, so it is never left rejected and unheard.
  const [revoked, read] = await Promise.allSettled([isRevoked(decoded), extra]);
  if (revoked.status === 'rejected' || revoked.value) throw unauthorized();
  if (!alongside) return caller;
  if (read.status === 'rejected') throw read.reason;
  return { caller, alongside: read.value as T };
}

declare module 'express-serve-static-core' {
  interface Request {
    caller?: Caller;
  }
}

/**
 * The claim says what the account was when its token was issued; the document says what it is
 * now. Reading it means a suspension stops an open session at its very next call, even within
 * the second of the token's issue, which revocation alone cannot tell apart.
 */
async function isApprovedNow(caller: Caller): Promise<boolean> {
  const ref = caller.role === 'student' ? studentRef(caller.uid) : teacherRef(caller.uid);
  const snapshot = await ref.get();
  return snapshot.exists && snapshot.get('isApproved') === true;
}

/**
 * Lets the request through only for an approved account of one of `allowed`. Admins are
 * always approved; students and teachers wait for an admin before they may act.
 */
export function requireRole(...allowed: Role[]) {
  return async (req: Request, _res: Response, next: NextFunction) => {
    try {
      // The account's document is read only where its answer decides: an allowed, approved student or teacher.
      const { caller, alongside: approvedNow } = await authenticate(req, (claimed) =>
        claimed.role && claimed.role !== 'admin' && allowed.includes(claimed.role) && claimed.approved
          ? isApprovedNow(claimed)
          : Promise.resolve(false),
      );
      if (!caller.role || !allowed.includes(caller.role)) throw forbidden();
      if (caller.role !== 'admin' && !(caller.approved && approvedNow)) {
        throw forbidden(apiErrorMessages.notApproved);
      }
      req.caller = caller;
      next();
    } catch (error) {
      next(error);
    }
  };
}

/** The caller set by `requireRole`; a route that forgot the guard fails loudly. */
export function callerOf(req: Request): Caller {
  if (!req.caller) throw unauthorized();
  return req.caller;
}
