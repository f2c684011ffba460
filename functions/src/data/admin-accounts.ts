import { Timestamp } from 'firebase-admin/firestore';
import { adminRef } from './accounts';
import { createAuthUser, withNewUser } from './auth-users';
import { setAccountClaims } from './claims';

/** Admins cannot register: the first one is made with `npm run create-admin`, and tests use the same code. */
export async function createAdminAccount(
  admin: { name: string; email: string; password: string },
  now: Date,
) {
  const user = await createAuthUser(admin);
  await withNewUser(user, async () => {
    await setAccountClaims(user.uid, { role: 'admin', approved: true });
    await adminRef(user.uid).create({
      name: admin.name,
      email: admin.email,
      createdAt: Timestamp.fromDate(now),
      lastLogin: null,
    });
  });
  return user.uid;
}
