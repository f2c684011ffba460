import { ROLES, type Role } from '@appointments/domain';
import type { User } from 'firebase/auth';
import { useAuth, useIdTokenResult, useSigninCheck } from 'reactfire';

/** Where the Firebase session stands for a signed-in route, from reactfire's `useSigninCheck`. */
export type SignedInState = 'loading' | 'signed-out' | 'other-role' | 'signed-in';

/**
 * Who is signed in, as Firebase Auth says: reactfire's `useSigninCheck`, with the `role` custom claim
 * checked when a role is asked for. 'loading' until Auth has restored its user (a reload) and, with a role,
 * read its ID token, so no page shows before the answer. reactfire keeps each check's last answer for the
 * life of the page: an answer about another user than Auth's current one (the user before a logout and a
 * new login) is stale and counts as 'loading' until the new one arrives.
 * The `approved` claim is not checked: a trigger sets it after the account document changes, so it can
 * lag; the account document itself ends an unapproved session (`use-session-sync.ts`).
 */
export function useSignedIn(role?: Role): SignedInState {
  const auth = useAuth();
  const check = useSigninCheck(role ? { requiredClaims: { role } } : undefined);
  if (check.status !== 'success' || check.data.user !== auth.currentUser) return 'loading';
  if (!check.data.signedIn) return 'signed-out';
  return check.data.hasRequiredClaims ? 'signed-in' : 'other-role';
}

/**
 * The signed-in user's role, from their ID token's `role` claim (reactfire's `useIdTokenResult`):
 * undefined until the token is read, null for a token without a known role.
 */
export function useRoleClaim(user: User): Role | null | undefined {
  const token = useIdTokenResult(user);
  if (token.status !== 'success') return undefined;
  const claimed: unknown = token.data.claims.role;
  return ROLES.find((role) => role === claimed) ?? null;
}
