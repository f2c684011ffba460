import { apiErrorMessages } from '@appointments/domain';
import type { UserRecord } from 'firebase-admin/auth';
import { conflict } from '../http/api-error';
import { auth } from '../lib/firebase';

function hasErrorCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === code;
}

/** Creates the Auth user; a taken address is a 409 with a message the form can show. */
export async function createAuthUser(user: {
  email: string;
  password: string;
  name: string;
}): Promise<UserRecord> {
  try {
    return await auth().createUser({ email: user.email, password: user.password, displayName: user.name });
  } catch (error) {
    if (hasErrorCode(error, 'auth/email-already-exists')) throw conflict(apiErrorMessages.emailTaken);
    throw error;
  }
}

/**
 * Runs `writeProfile` for a user just created, deleting the user again if it fails: an Auth
 * account without its profile could never be approved or used.
 */
export async function withNewUser(user: UserRecord, writeProfile: () => Promise<void>): Promise<void> {
  try {
    await writeProfile();
  } catch (error) {
    await auth()
      .deleteUser(user.uid)
      .catch(() => undefined);
    throw error;
  }
}
