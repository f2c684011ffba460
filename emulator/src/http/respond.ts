import type * as http from 'node:http';
import { type CorsPolicy, corsHeaders, FIRESTORE_CORS } from './cors.js';

export interface ResponseOptions {
  readonly cors?: CorsPolicy;
  /** Added after the CORS and content headers, so they can override them. */
  readonly headers?: Readonly<Record<string, string>>;
  /** Send Content-Length rather than a chunked body. */
  readonly contentLength?: boolean;
}

export const JSON_TYPE = 'application/json; charset=utf-8';
export const TEXT_TYPE = 'text/plain; charset=utf-8';

/** Every answer of the emulator's HTTP transports goes out here, with the transport's CORS headers. */
export function send(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  status: number,
  body: string | undefined,
  contentType: string | undefined,
  options: ResponseOptions = {},
): void {
  const headers: Record<string, string> = corsHeaders(req, options.cors ?? FIRESTORE_CORS);
  if (contentType) headers['content-type'] = contentType;
  if (options.contentLength)
    headers['content-length'] = String(body === undefined ? 0 : Buffer.byteLength(body));
  res.writeHead(status, { ...headers, ...options.headers });
  res.end(body);
}

export function sendJson(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  status: number,
  body: unknown,
  options?: ResponseOptions,
): void {
  send(req, res, status, JSON.stringify(body), JSON_TYPE, options);
}

export function sendText(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  status: number,
  text: string,
  options?: ResponseOptions,
): void {
  send(req, res, status, text, TEXT_TYPE, options);
}

export function sendEmpty(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  status: number,
  options?: ResponseOptions,
): void {
  send(req, res, status, undefined, undefined, options);
}

/** The error JSON of Google APIs' tooling routes: `{error:{code,message}}`, plus the canonical status when known. */
export function errorJson(code: number, message: string, status?: string) {
  return { error: status === undefined ? { code, message } : { code, status, message } };
}
