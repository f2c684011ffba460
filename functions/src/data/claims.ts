import { ROLES, type Role } from '@appointments/domain';
import type { UserRecord } from 'firebase-admin/auth';
import { auth } from '../lib/firebase';

/** Custom claims drive both the rules and the API: `{ role, approved }`. */
export interface AccountClaims {
  role: Role;
  approved: boolean;
}

export function roleOf(user: UserRecord): Role | undefined {
  const role: unknown = user.customClaims?.role;
  return ROLES.find((known) => known === role);
}

export async function setAccountClaims(uid: string, claims: AccountClaims): Promise<void> {
  await auth().setCustomUserClaims(uid, { ...claims });
}
