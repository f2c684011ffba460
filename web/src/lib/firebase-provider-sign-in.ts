// Signing in with the college's identity provider in a pop-up: loaded only when someone presses one of its
// buttons, so the login page's first script keeps only custom-token sign-in (firebase-auth.ts).
import {
  type AuthProvider,
  browserPopupRedirectResolver,
  GoogleAuthProvider,
  OAuthProvider,
  SAMLAuthProvider,
  signInWithPopup,
  signOut,
} from 'firebase/auth';
import { auth } from './firebase-auth';

function providerFor(method: string, allowedDomains: readonly string[]): AuthProvider {
  if (method === 'google.com') {
    const google = new GoogleAuthProvider();
    // One college domain: Google shows only that Workspace's accounts (the server still checks the address).
    const [onlyDomain] = allowedDomains;
    google.setCustomParameters(
      allowedDomains.length === 1 && onlyDomain
        ? { hd: onlyDomain, prompt: 'select_account' }
        : { prompt: 'select_account' },
    );
    return google;
  }
  if (method.startsWith('saml.')) return new SAMLAuthProvider(method);
  // 'microsoft.com' and the college's own 'oidc.…' provider.
  const oauth = new OAuthProvider(method);
  oauth.setCustomParameters({ prompt: 'select_account' });
  return oauth;
}

/** Signs in through the provider's pop-up (the Auth blocking functions decide) and returns the ID token. */
export async function signInWithCollegeProvider(method: string, allowedDomains: readonly string[]) {
  const credential = await signInWithPopup(
    auth,
    providerFor(method, allowedDomains),
    browserPopupRedirectResolver,
  );
  return credential.user.getIdToken();
}

/** Ends a provider session the API refused (waiting for approval), so no half-open session stays behind. */
export function endProviderSession(): Promise<void> {
  return signOut(auth);
}
