// A sign-in with an identity provider as the Auth emulator's own sign-in page completes it: the page builds
// a fake ID token (the claims as JSON, the address verified) and, for a SAML provider, a SAML response
// naming the address, and the browser's Auth SDK sends them to `accounts:signInWithIdp`. Sent here without
// the page, whose pop-up needs Google's script from the internet; Auth and the product's blocking
// functions answer exactly as they would to the browser.
import { blockingRefusalText } from '@appointments/domain';
import { authEmulatorUrl } from './stack-env';

export type ProviderAnswer = { idToken: string; localId: string } | { refusal: string };

export async function signInWithProvider(
  providerId: string,
  person: { email: string; name: string },
): Promise<ProviderAnswer> {
  const claims = {
    sub: `${Date.now()}${Math.floor(Math.random() * 1e9)}`,
    iss: '',
    aud: '',
    exp: 0,
    iat: 0,
    name: person.name,
    email: person.email,
    email_verified: true,
  };
  const query = new URLSearchParams({ providerId, id_token: JSON.stringify(claims) });
  if (providerId.startsWith('saml.'))
    query.set('SAMLResponse', JSON.stringify({ assertion: { subject: { nameId: person.email } } }));
  const response = await fetch(
    `${authEmulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        requestUri: `${authEmulatorUrl}/emulator/auth/handler?${query}`,
        returnSecureToken: true,
        returnIdpCredential: true,
      }),
    },
  );
  const body = (await response.json()) as {
    idToken?: string;
    localId?: string;
    error?: { message?: string };
    errorMessage?: string;
  };
  if (response.ok && body.idToken && body.localId) return { idToken: body.idToken, localId: body.localId };
  const message = body.error?.message ?? body.errorMessage ?? JSON.stringify(body);
  return { refusal: blockingRefusalText(message) ?? message };
}
