import type * as http from 'node:http';
import type { Logger } from '../logger.js';

export interface RouteRequest {
  readonly req: http.IncomingMessage;
  readonly url: URL;
  /** Capture groups of the route's pattern, URL-decoded. */
  readonly params: readonly string[];
  readonly body: Buffer;
}

export interface RouteResponse {
  readonly status: number;
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
}

export type RouteHandler = (request: RouteRequest) => Promise<RouteResponse> | RouteResponse;

interface Route {
  readonly method: string;
  readonly pattern: RegExp;
  readonly handler: RouteHandler;
}

const MAX_BODY_BYTES = 64 * 1024 * 1024;

/**
 * A small method + regular-expression router. Later transports (REST, WebChannel, Storage) add their routes
 * to the same instance; handlers that need to stream can write to `req`'s response themselves via `raw`.
 */
export class HttpRouter {
  private readonly routes: Route[] = [];
  private readonly rawRoutes: { method: string; pattern: RegExp; handler: RawRouteHandler }[] = [];

  constructor(private readonly logger: Logger) {}

  add(method: string, pattern: RegExp, handler: RouteHandler): this {
    this.routes.push({ method, pattern, handler });
    return this;
  }

  /** For handlers that stream or hold the response open (e.g. WebChannel's back channel). */
  addRaw(method: string, pattern: RegExp, handler: RawRouteHandler): this {
    this.rawRoutes.push({ method, pattern, handler });
    return this;
  }

  readonly handle = (req: http.IncomingMessage, res: http.ServerResponse): void => {
    this.dispatch(req, res).catch((error: unknown) => {
      this.logger.error(`HTTP ${req.method} ${req.url} failed`, error);
      if (!res.headersSent)
        send(res, req, { status: 500, body: { error: { code: 500, message: 'Internal error' } } });
      else res.destroy();
    });
  };

  private async dispatch(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const method = req.method ?? 'GET';
    if (method === 'OPTIONS') {
      send(res, req, { status: 204 });
      return;
    }
    for (const route of this.rawRoutes) {
      const match = route.method === method ? route.pattern.exec(url.pathname) : null;
      if (match) {
        await route.handler(req, res, url, decodeParams(match));
        return;
      }
    }
    let pathMatched = false;
    for (const route of this.routes) {
      const match = route.pattern.exec(url.pathname);
      if (!match) continue;
      pathMatched = true;
      if (route.method !== method) continue;
      const body = await readBody(req);
      send(res, req, await route.handler({ req, url, params: decodeParams(match), body }));
      return;
    }
    const status = pathMatched ? 405 : 404;
    this.logger.warn(`HTTP ${method} ${url.pathname} rejected: ${status}`);
    send(res, req, {
      status,
      body: { error: { code: status, message: pathMatched ? 'Method not allowed' : 'Not found' } },
    });
  }
}

export type RawRouteHandler = (
  req: http.IncomingMessage,
  res: http.ServerResponse,
  url: URL,
  params: readonly string[],
) => Promise<void> | void;

function decodeParams(match: RegExpExecArray): string[] {
  return match.slice(1).map((p) => decodeURIComponent(p ?? ''));
}

function readBody(req: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new Error('Request body too large'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** Browsers call the emulator cross-origin with credentials, so CORS echoes the origin. */
export function corsHeaders(req: http.IncomingMessage): Record<string, string> {
  const origin = req.headers.origin;
  return {
    'access-control-allow-origin': origin ?? '*',
    'access-control-allow-credentials': 'true',
    'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    'access-control-allow-headers': req.headers['access-control-request-headers'] ?? '*',
    'access-control-expose-headers': 'X-HTTP-Session-Id',
    vary: 'Origin',
  };
}

function send(res: http.ServerResponse, req: http.IncomingMessage, response: RouteResponse): void {
  const headers: Record<string, string> = { ...corsHeaders(req), ...response.headers };
  if (response.body === undefined) {
    res.writeHead(response.status, headers).end();
    return;
  }
  const isText = typeof response.body === 'string';
  headers['content-type'] ??= isText ? 'text/plain; charset=utf-8' : 'application/json; charset=utf-8';
  res.writeHead(response.status, headers).end(isText ? response.body : JSON.stringify(response.body));
}
