import { ADMIN, type AuthContext, UNAUTHENTICATED } from '../core/access.js';
import { decodeJwtPayload } from './jwt-payload.js';

/**
 * Reads an `Authorization` header value. Tokens are decoded without verifying the signature, like the official
 * emulator does: the Auth emulator and @firebase/rules-unit-testing sign nothing. A header that cannot be
 * decoded counts as unauthenticated rather than failing the request.
 */
export function authFromHeader(header: string | undefined): AuthContext {
  if (!header) return UNAUTHENTICATED;
  const match = /^(?:Bearer|Firebase)\s+(.+)$/i.exec(header.trim());
  const token = match?.[1];
  if (!token) return UNAUTHENTICATED;
  if (token === 'owner') return ADMIN;
  const claims = decodeJwtPayload(token);
  if (!claims) return UNAUTHENTICATED;
  const uid =
    typeof claims.sub === 'string' ? claims.sub : typeof claims.user_id === 'string' ? claims.user_id : '';
  if (uid === '') return UNAUTHENTICATED;
  return { kind: 'user', uid, token: claims };
}
