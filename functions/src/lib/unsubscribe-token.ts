// The token in a mail's unsubscribe link: which address and which kind of mail, signed with an HMAC so
// the link works without logging in yet cannot be altered to turn off someone else's mails, or another
// kind. It never expires: an old mail's link still does what it says.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { isMailKind, type MailKind } from '@appointments/domain';
import { unsubscribeSecret } from './mail-params';

export interface UnsubscribeClaim {
  email: string;
  kind: MailKind;
}

function signature(payload: string): Buffer {
  return createHmac('sha256', unsubscribeSecret.value()).update(`unsubscribe:${payload}`).digest();
}

export function signUnsubscribeToken(claim: UnsubscribeClaim): string {
  const payload = Buffer.from(JSON.stringify({ e: claim.email, k: claim.kind })).toString('base64url');
  return `${payload}.${signature(payload).toString('base64url')}`;
}

/** The claim, or null when the token is malformed or its signature does not match. */
export function verifyUnsubscribeToken(token: string): UnsubscribeClaim | null {
  const [payload, given, ...rest] = token.split('.');
  if (!payload || !given || rest.length > 0) return null;
  const expected = signature(payload);
  const actual = Buffer.from(given, 'base64url');
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  try {
    const decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      e?: unknown;
      k?: unknown;
    };
    if (typeof decoded.e !== 'string' || !isMailKind(decoded.k)) return null;
    return { email: decoded.e, kind: decoded.k };
  } catch {
    return null;
  }
}
