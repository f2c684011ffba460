// The Auth blocking events as the college sign-in rules read them (services/college-sign-in.ts), and their
// refusals as the HttpsError Auth shows the person: its message reaches the sign-in page word for word.

import { type AuthBlockingEvent, HttpsError } from 'firebase-functions/identity';
import type { AccountClaims } from '../data/claims';
import { currentTime } from '../lib/clock';
import { admitNewUser, admitSignIn, type ProviderUser, SignInRefusal } from './college-sign-in';

function providerUserOf(event: AuthBlockingEvent): ProviderUser {
  const user = event.data;
  return {
    uid: user?.uid ?? '',
    email: user?.email,
    emailVerified: user?.emailVerified === true,
    displayName: user?.displayName,
    // Auth names the way in on every event ('password' for a password or email-link sign-in).
    method: event.additionalUserInfo?.providerId ?? event.credential?.providerId ?? 'password',
    customClaims: user?.customClaims,
  };
}

async function refusedAs<T>(decide: () => Promise<T>): Promise<T> {
  try {
    return await decide();
  } catch (error) {
    if (error instanceof SignInRefusal) throw new HttpsError('permission-denied', error.message);
    throw error;
  }
}

export async function beforeCreateResponse(
  event: AuthBlockingEvent,
): Promise<{ customClaims: AccountClaims }> {
  const now = await currentTime();
  const claims = await refusedAs(() => admitNewUser(providerUserOf(event), now));
  return { customClaims: { ...claims } };
}

export async function beforeSignInResponse(
  event: AuthBlockingEvent,
): Promise<{ customClaims: AccountClaims } | undefined> {
  const claims = await refusedAs(() => admitSignIn(providerUserOf(event)));
  return claims && { customClaims: { ...claims } };
}
