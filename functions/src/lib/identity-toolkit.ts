import { ApiError } from '../http/api-error';

// The Admin SDK cannot check a password, so login asks the Auth REST API (the emulator's when
// FIREBASE_AUTH_EMULATOR_HOST is set, as the Functions emulator does).
const rejectedCredentials = new Set([
  'EMAIL_NOT_FOUND',
  'INVALID_PASSWORD',
  'INVALID_LOGIN_CREDENTIALS',
  'USER_DISABLED',
  'INVALID_EMAIL',
]);

function signInUrl(): string {
  const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const base = emulatorHost
    ? `http://${emulatorHost}/identitytoolkit.googleapis.com`
    : 'https://identitytoolkit.googleapis.com';
  const apiKey = process.env.WEB_API_KEY ?? 'demo-api-key';
  return `${base}/v1/accounts:signInWithPassword?key=${encodeURIComponent(apiKey)}`;
}

/** The account's uid when the password is right, otherwise null. */
export async function verifyPassword(email: string, password: string): Promise<string | null> {
  const response = await fetch(signInUrl(), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: false }),
  });
  const body = (await response.json().catch(() => ({}))) as {
    localId?: string;
    error?: { message?: string };
  };
  if (response.ok && body.localId) return body.localId;
  const reason = (body.error?.message ?? '').split(' ')[0] ?? '';
  if (rejectedCredentials.has(reason)) return null;
  if (reason.startsWith('TOO_MANY_ATTEMPTS')) {
    throw new ApiError(429, 'Too many failed attempts. Please try again later.');
  }
  throw new Error(`Password check failed: HTTP ${response.status} ${reason}`);
}
