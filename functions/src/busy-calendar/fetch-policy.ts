// The fetch policy in force: production's everywhere, except that on the local stack a test may name the
// one host that serves its test calendar (`_emulator/busyCalendarTestHost`: `{ hostname, cert }`): that
// name resolves to loopback and its self-signed certificate is trusted, for that name only. Every other
// check (https, redirects, size, time) stays. Outside the emulator the document is never read.
import { db, isEmulated } from '../lib/firebase';
import { isPublicAddress } from './address-policy';
import { type FetchPolicy, publicFetchPolicy } from './safe-fetch';

export async function currentFetchPolicy(): Promise<FetchPolicy> {
  if (!isEmulated()) return publicFetchPolicy;
  const setting = (await db().doc('_emulator/busyCalendarTestHost').get()).data();
  const hostname = typeof setting?.hostname === 'string' ? setting.hostname.toLowerCase() : null;
  const cert = typeof setting?.cert === 'string' ? setting.cert : null;
  if (!hostname || !cert) return publicFetchPolicy;
  return {
    resolve: async (name) =>
      name.toLowerCase() === hostname ? ['127.0.0.1'] : publicFetchPolicy.resolve(name),
    allows: (name, address) =>
      isPublicAddress(address) || (name.toLowerCase() === hostname && address === '127.0.0.1'),
    caFor: (name) => (name.toLowerCase() === hostname ? cert : undefined),
  };
}
