import type { ApiFailure, ApiSuccess } from '@appointments/domain';

/** A failed /api call, carrying the server's message when it sent one. */
export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

/** What an /api answer may be: the domain's envelopes, or nothing readable (a proxy's HTML error page). */
type Envelope<T> = ApiSuccess<T> | ApiFailure | { success?: undefined };

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** A body sent as it is, with its own type (a CSV file), instead of JSON. */
  rawBody?: { type: string; text: string };
  token?: string | null;
}

/**
 * Calls `/api{path}` and returns `data` of the success envelope. Statuses 200–299 are success,
 * as the spec's client does; anything else throws with the server's message, or `fallback`.
 */
export async function apiRequest<T>(path: string, fallback: string, request: ApiRequest = {}): Promise<T> {
  const headers: Record<string, string> = {};
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  if (request.rawBody) headers['content-type'] = request.rawBody.type;
  if (request.token) headers.authorization = `Bearer ${request.token}`;

  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: request.method ?? 'GET',
      headers,
      credentials: 'include',
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
      ...(request.rawBody ? { body: request.rawBody.text } : {}),
    });
  } catch {
    throw new ApiRequestError(fallback, 0);
  }

  const envelope = (await response.json().catch(() => ({}))) as Envelope<T>;
  if (envelope.success === false || !response.ok) {
    const failure: Partial<ApiFailure> = envelope.success === false ? envelope : {};
    throw new ApiRequestError(failure.message || fallback, response.status, failure.errors);
  }
  return (envelope as Partial<ApiSuccess<T>>).data as T;
}
