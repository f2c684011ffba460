// Fetches a teacher's published calendar as a server safely may: https only; the host resolved once and
// every answer checked (public unicast only) before any connection; the connection pinned to the checked
// address (so a second DNS answer cannot swap in a private one); each redirect checked the same way; at
// most 2 MB read and 10 s in all. The resolver and the trust of a test host are injected, so tests check
// all of this without any traffic leaving the machine.
import { lookup } from 'node:dns/promises';
import type { IncomingMessage } from 'node:http';
import { request } from 'node:https';
import type { LookupFunction } from 'node:net';
import { busyCalendarTexts } from '@appointments/domain';
import { ipLiteral, isPublicAddress } from './address-policy';

export const BUSY_FETCH_MAX_BYTES = 2 * 1024 * 1024;
export const BUSY_FETCH_TIMEOUT_MS = 10_000;
const MAX_REDIRECTS = 3;

export interface FetchPolicy {
  /** Every address a host name resolves to. */
  resolve: (hostname: string) => Promise<string[]>;
  /** Whether the server may connect to `address` for `hostname`. */
  allows: (hostname: string, address: string) => boolean;
  /** Extra certificate authorities for `hostname` (the local stack's test host only); else the system's. */
  caFor?: (hostname: string) => string | undefined;
  maxBytes?: number;
  timeoutMs?: number;
}

/** Production: the system's resolver, public addresses only, the system's certificate authorities. */
export const publicFetchPolicy: FetchPolicy = {
  resolve: async (hostname) => (await lookup(hostname, { all: true, verbatim: true })).map((a) => a.address),
  allows: (_hostname, address) => isPublicAddress(address),
};

/** A refusal or failure, with the reason the teacher reads. */
export class CalendarFetchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CalendarFetchError';
  }
}

const t = busyCalendarTexts.fetchErrors;

/** The checked address to connect to for `url`, or a refusal; nothing is sent before this answers. */
async function checkedTarget(url: URL, policy: FetchPolicy): Promise<{ address: string; family: 4 | 6 }> {
  if (url.protocol !== 'https:') throw new CalendarFetchError(t.httpsOnly);
  if (url.username || url.password) throw new CalendarFetchError(t.credentials);
  const literal = ipLiteral(url.hostname);
  let addresses: string[];
  if (literal) {
    addresses = [literal];
  } else {
    try {
      addresses = await policy.resolve(url.hostname);
    } catch {
      throw new CalendarFetchError(t.unknownHost);
    }
  }
  if (addresses.length === 0) throw new CalendarFetchError(t.unknownHost);
  // Every answer must pass: a name that also points inside is refused, whichever answer a connect would pick.
  if (!addresses.every((address) => policy.allows(url.hostname, address))) {
    throw new CalendarFetchError(t.privateAddress);
  }
  const address = addresses[0] as string;
  return { address, family: address.includes(':') ? 6 : 4 };
}

function get(
  url: URL,
  target: { address: string; family: 4 | 6 },
  policy: FetchPolicy,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  // The connection goes to the checked address whatever the resolver would say now.
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if (typeof options === 'object' && options.all) {
      (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [
        { address: target.address, family: target.family },
      ]);
    } else {
      callback(null, target.address, target.family);
    }
  };
  const ca = policy.caFor?.(url.hostname);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method: 'GET',
        lookup: pinned,
        signal,
        headers: { accept: 'text/calendar', 'user-agent': 'CollegeAppointments-BusyCalendar/1' },
        ...(ca ? { ca } : {}),
      },
      resolve,
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

async function readLimited(response: IncomingMessage, maxBytes: number): Promise<string> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw new CalendarFetchError(t.tooLarge);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      response.destroy();
      throw new CalendarFetchError(t.tooLarge);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The calendar's text at `address`, or a CalendarFetchError saying why not. */
export async function fetchCalendarText(
  address: string,
  policy: FetchPolicy = publicFetchPolicy,
): Promise<string> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new CalendarFetchError(t.invalidAddress);
  }
  const signal = AbortSignal.timeout(policy.timeoutMs ?? BUSY_FETCH_TIMEOUT_MS);
  try {
    for (let redirects = 0; ; redirects += 1) {
      const target = await checkedTarget(url, policy);
      const response = await get(url, target, policy, signal);
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && response.headers.location) {
        response.destroy();
        if (redirects >= MAX_REDIRECTS) throw new CalendarFetchError(t.tooManyRedirects);
        url = new URL(response.headers.location, url);
        continue;
      }
      if (status !== 200) {
        response.destroy();
        throw new CalendarFetchError(t.status(status));
      }
      return await readLimited(response, policy.maxBytes ?? BUSY_FETCH_MAX_BYTES);
    }
  } catch (error) {
    if (error instanceof CalendarFetchError) throw error;
    if (signal.aborted) throw new CalendarFetchError(t.timeout);
    throw new CalendarFetchError(t.unreachable);
  }
}
