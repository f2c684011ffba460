import type * as http from 'node:http';

export interface CorsPolicy {
  readonly methods: string;
  /** Response headers the browser SDK must be able to read. */
  readonly exposeHeaders: readonly string[];
  readonly maxAgeSeconds?: number;
}

/** Firestore's HTTP port: REST, WebChannel (whose SDK reads X-HTTP-Session-Id) and the tooling routes. */
export const FIRESTORE_CORS: CorsPolicy = {
  methods: 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  exposeHeaders: ['X-HTTP-Session-Id'],
};

/** Browsers call the emulator cross-origin with credentials, so CORS echoes the origin. */
export function corsHeaders(
  req: http.IncomingMessage,
  policy: CorsPolicy = FIRESTORE_CORS,
): Record<string, string> {
  const headers: Record<string, string> = {
    'access-control-allow-origin': req.headers.origin ?? '*',
    'access-control-allow-credentials': 'true',
    'access-control-allow-methods': policy.methods,
    'access-control-allow-headers': req.headers['access-control-request-headers'] ?? '*',
    'access-control-expose-headers': policy.exposeHeaders.join(', '),
  };
  if (policy.maxAgeSeconds !== undefined) headers['access-control-max-age'] = String(policy.maxAgeSeconds);
  headers.vary = 'Origin';
  return headers;
}
