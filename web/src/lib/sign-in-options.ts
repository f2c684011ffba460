// Which ways in the college offers on the login page (`GET /api/auth/sign-in-options`): asked once per page
// load, by the boot script as the login page opens (buttons for an identity provider must not wait for the
// visitor's first touch) and read again by the page itself from the same answer.

export interface SignInOptions {
  /** The college's identity providers ('google.com', 'microsoft.com', 'oidc.…', 'saml.…'). */
  providers: string[];
  passwords: boolean;
  allowedDomains: string[];
}

let asked: Promise<SignInOptions | undefined> | undefined;

/** The options, or undefined when they cannot be read (the page then offers passwords, as always). */
export function signInOptions(): Promise<SignInOptions | undefined> {
  asked ??= Promise.resolve()
    .then(() => fetch('/api/auth/sign-in-options', { credentials: 'include' }))
    .then((response) => (response.ok ? response.json() : undefined))
    .then((body: { data?: SignInOptions } | undefined) => body?.data)
    .catch(() => undefined)
    .then((options) => {
      // Not kept when unread: the page asks again next time instead of hiding the buttons for good.
      if (!options) asked = undefined;
      return options;
    });
  return asked;
}
