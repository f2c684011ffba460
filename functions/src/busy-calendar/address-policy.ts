// Which addresses the server may connect to when it fetches a teacher's calendar: public unicast only.
// Loopback, private, link-local (the cloud metadata service at 169.254.169.254), carrier-grade NAT,
// multicast, reserved and IPv6's unique-local and mapped forms of those are refused.
import ipaddr from 'ipaddr.js';

/** True when `address` (an IP literal) is a public unicast address. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  // ::ffff:10.0.0.1 is 10.0.0.1.
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  return parsed.range() === 'unicast';
}

/** The host of a URL as an IP literal, when it is one (IPv6 comes in brackets). */
export function ipLiteral(hostname: string): string | null {
  const bare = hostname.replace(/^\[(.*)\]$/, '$1');
  return ipaddr.isValid(bare) ? bare : null;
}
