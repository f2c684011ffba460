type AuthSchemas = typeof import('./auth-schemas');

let loading: Promise<AuthSchemas> | undefined;

/**
 * The auth forms' schemas, and zod with them (24 KB gzip), load when a form is first focused or submitted
 * rather than with the page: the prerendered auth pages' first JavaScript stays without them.
 */
export function loadAuthSchemas(): Promise<AuthSchemas> {
  loading ??= import('./auth-schemas').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** A form's focus handler: starts the load so the first submit finds the schemas there. */
export function preloadAuthSchemas(): void {
  loadAuthSchemas().catch(() => {
    // Submit loads them again and reports a failure there.
  });
}
