import { appUrl, authEmulatorUrl } from './stack-env';

export interface ApiAnswer<T = unknown> {
  status: number;
  body: { success: boolean; data?: T; message?: string; errors?: Record<string, string> };
}

export interface CallOptions {
  method?: string;
  body?: unknown;
  rawBody?: string;
  token?: string;
  headers?: Record<string, string>;
}

/** Calls the API through Hosting, exactly as the SPA does. */
export async function callApi<T = unknown>(path: string, options: CallOptions = {}): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined || options.rawBody !== undefined)
    headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(`${appUrl}/api${path}`, {
    method: options.method ?? (options.body === undefined && options.rawBody === undefined ? 'GET' : 'POST'),
    headers,
    body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  const text = await response.text();
  let body: ApiAnswer<T>['body'];
  try {
    body = JSON.parse(text) as ApiAnswer<T>['body'];
  } catch {
    throw new Error(`Non-JSON answer ${response.status} from ${path}: ${text.slice(0, 200)}`);
  }
  return { status: response.status, body };
}

/** Trades the custom token that /auth/login returns for an ID token, as the SPA's signInWithCustomToken does. */
export async function idTokenFromCustomToken(customToken: string): Promise<string> {
  const response = await fetch(
    `${authEmulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: customToken, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`signInWithCustomToken failed: ${JSON.stringify(body)}`);
  return body.idToken;
}

let counter = 0;
/** A unique address per call, so tests sharing one stack never collide. */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@college.test`;
}

export const strongPassword = 'Str0ng!Pass';
