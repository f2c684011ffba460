import type * as http from 'node:http';
import type { Logger } from '../logger.js';
import { type BodyLimit, readBody } from './body.js';
import { errorJson, sendEmpty, sendJson, sendText } from './respond.js';

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

/** Tooling bodies (rules, trigger registrations) are small; past this the connection is cut. */
const TOOLING_BODY_LIMIT: BodyLimit = { maxBytes: 64 * 1024 * 1024, maxDrainBytes: 0 };

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
      if (!res.headersSent) send(res, req, { status: 500, body: errorJson(500, 'Internal error') });
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
      const body = await readBody(req, TOOLING_BODY_LIMIT);
      send(res, req, await route.handler({ req, url, params: decodeParams(match), body }));
      return;
    }
    const status = pathMatched ? 405 : 404;
    this.logger.warn(`HTTP ${method} ${url.pathname} rejected: ${status}`);
    send(res, req, {
      status,
      body: errorJson(status, pathMatched ? 'Method not allowed' : 'Not found'),
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

function send(res: http.ServerResponse, req: http.IncomingMessage, response: RouteResponse): void {
  const { status, body, headers } = response;
  if (body === undefined) sendEmpty(req, res, status, { headers });
  else if (typeof body === 'string') sendText(req, res, status, body, { headers });
  else sendJson(req, res, status, body, { headers });
}
