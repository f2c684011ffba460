// A small client for the app's /api and the Auth emulator, shared by the seed script and the tests.

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

export interface ApiClient {
  call<T = unknown>(path: string, options?: CallOptions): Promise<ApiAnswer<T>>;
  /** Logs in through /auth/login and trades the custom token for an ID token, as the SPA does. */
  login(email: string, password: string): Promise<string>;
  idTokenFromCustomToken(customToken: string): Promise<string>;
}

export function apiClient(appUrl: string, authEmulatorUrl: string): ApiClient {
  async function call<T>(path: string, options: CallOptions = {}): Promise<ApiAnswer<T>> {
    const hasBody = options.body !== undefined || options.rawBody !== undefined;
    // JSON unless the caller names the raw body's own type (a CSV file).
    const headers: Record<string, string> = {
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const response = await fetch(`${appUrl}/api${path}`, {
      method: options.method ?? (hasBody ? 'POST' : 'GET'),
      headers,
      body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    });
    const text = await response.text();
    try {
      return { status: response.status, body: JSON.parse(text) as ApiAnswer<T>['body'] };
    } catch {
      throw new Error(`Non-JSON answer ${response.status} from ${path}: ${text.slice(0, 200)}`);
    }
  }

  async function idTokenFromCustomToken(customToken: string): Promise<string> {
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

  async function login(email: string, password: string): Promise<string> {
    const answer = await call<{ token: string }>('/auth/login', { body: { email, password } });
    if (answer.status !== 200 || !answer.body.data)
      throw new Error(`login failed: ${JSON.stringify(answer.body)}`);
    return idTokenFromCustomToken(answer.body.data.token);
  }

  return { call, login, idTokenFromCustomToken };
}
