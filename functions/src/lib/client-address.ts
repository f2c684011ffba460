import type { Request } from 'express';

/**
 * How many proxies in front of the function append to X-Forwarded-For. In production a request
 * passes Firebase Hosting's edge, which appends the address that connected to it (the client's),
 * then Google's front end, which appends the edge's: two hops, so the client is the second entry
 * from the right, and anything the client wrote itself sits further left, never read.
 * The local stack has no such front end and sets its own count (docs/security.md).
 */
export const DEFAULT_TRUSTED_PROXY_HOPS = 2;

export function trustedProxyHops(env: NodeJS.ProcessEnv = process.env): number {
  const hops = Number(env.TRUSTED_PROXY_HOPS ?? DEFAULT_TRUSTED_PROXY_HOPS);
  return Number.isInteger(hops) && hops >= 0 ? hops : DEFAULT_TRUSTED_PROXY_HOPS;
}

/** The client's address as Express reads it with `trust proxy` set to the hop count. */
export function clientAddress(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}
