import { ROLES, type Role } from '@appointments/domain';
import type { UserRecord } from 'firebase-admin/auth';
import { auth } from '../lib/firebase';

/** Custom claims drive both the rules and the API: `{ role, approved }`. */
export interface AccountClaims {
  role: Role;
  approved: boolean;
}

export function roleOf(user: UserRecord): Role | undefined {
  return roleOfClaims(user.customClaims);
}

/** The role the claims name, if they name one the product knows. */
export function roleOfClaims(claims: Record<string, unknown> | undefined): Role | undefined {
  const role: unknown = claims?.role;
  return ROLES.find((known) => known === role);
}

export async function setAccountClaims(uid: string, claims: AccountClaims): Promise<void> {
  await auth().setCustomUserClaims(uid, { ...claims });
}
