import { type ApiAnswer, apiClient, type CallOptions } from '../../scripts/lib/api-client';
import { appUrl, authEmulatorUrl } from './stack-env';

export type { ApiAnswer, CallOptions };

const client = apiClient(appUrl, authEmulatorUrl);

/** Calls the API through Hosting, exactly as the SPA does. */
export const callApi = client.call;
export const idTokenFromCustomToken = client.idTokenFromCustomToken;

let counter = 0;
/** A unique address per call, so tests sharing one stack never collide. */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@college.test`;
}

export const strongPassword = 'Str0ng!Pass';
