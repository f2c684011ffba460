import type http from 'node:http';
import { decodeJwtPayload } from '../auth/jwt-payload.js';
import type { StorageAuth } from './types.js';

/** Who sent a request: an admin skips storage.rules; everyone else is judged by the authorizer. */
export type Caller =
  | { readonly kind: 'admin' }
  | { readonly kind: 'end-user'; readonly auth: StorageAuth | null };

const ADMIN: Caller = { kind: 'admin' };
const UNAUTHENTICATED: Caller = { kind: 'end-user', auth: null };

/**
 * Reads `Authorization`. Emulator ID tokens are unsigned JWTs and are decoded without verification, as the
 * official emulator does; the literal `owner` token means rules are off. Without a Firebase token:
 *  - the JSON API is the Admin SDK's path and is trusted, like the official emulator trusts it;
 *  - on the Firebase API, firebase-admin's `getDownloadURL` (which sends no token to an emulator but does send
 *    @google-cloud/storage's `x-goog-api-client: … gccl/…`) is trusted too; anyone else is unauthenticated.
 */
export function callerFromRequest(req: http.IncomingMessage, api: 'firebase' | 'gcs'): Caller {
  const header = req.headers.authorization?.trim();
  const token = header ? /^(?:Firebase|Bearer)\s+(\S+)$/i.exec(header)?.[1] : undefined;
  if (token === 'owner') return ADMIN;
  const claims = token ? decodeJwtPayload(token) : undefined;
  if (claims) {
    const uid = stringClaim(claims.sub) ?? stringClaim(claims.user_id);
    return uid ? { kind: 'end-user', auth: { uid, token: claims } } : UNAUTHENTICATED;
  }
  if (api === 'gcs') return ADMIN;
  const apiClient = req.headers['x-goog-api-client'];
  if (!header && typeof apiClient === 'string' && /\bgccl\//.test(apiClient)) return ADMIN;
  return UNAUTHENTICATED;
}

function stringClaim(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}
