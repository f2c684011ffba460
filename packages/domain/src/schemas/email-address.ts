// One rule for every e-mail field (login, register, forgot password, the admin's new teacher):
// an address the app accepts in one form is accepted in all of them, and always stored the same way.
import { EMAIL_MAX_LENGTH } from '../constants';
import { lookAlikeScriptsOf } from './text-hygiene';

// Printable ASCII except space, '@', quotes, brackets and the like: what real mailboxes use.
// A non-ASCII local part (Cyrillic 'а' for Latin 'a') is the look-alike trick; nobody's campus mail needs it.
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+$/;
// After IDNA: letters, digits and hyphens in labels joined by single dots; no empty label, so no trailing dot.
const ASCII_DOMAIN = /^(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))*$/;

/** The domain in ASCII (IDNA, as browsers do it), or undefined when no browser would resolve it. */
function asciiDomain(domain: string): string | undefined {
  if (domain === '' || domain.endsWith('.') || domain.startsWith('.') || domain.includes('..'))
    return undefined;
  // One script per domain: 'gооgle.com' with Cyrillic o's is a spoof, not an internationalised name.
  if (lookAlikeScriptsOf(domain).length > 1) return undefined;
  let hostname: string;
  try {
    // The WHATWG URL parser applies UTS #46 in browsers and Node alike (web and functions share this).
    hostname = new URL(`http://${domain}/`).hostname;
  } catch {
    return undefined;
  }
  return ASCII_DOMAIN.test(hostname) ? hostname : undefined;
}

/**
 * The stored form of an address (trimmed, lowercased, domain in ASCII), or undefined when the
 * address breaks the rule. Shape: text@text as the spec's login form asks, hardened.
 */
export function normalisedEmailAddress(text: string): string | undefined {
  const address = text.trim().toLowerCase();
  if (address.length > EMAIL_MAX_LENGTH) return undefined;
  const at = address.lastIndexOf('@');
  if (at <= 0 || address.indexOf('@') !== at) return undefined;
  const local = address.slice(0, at);
  if (!LOCAL_PART.test(local) || local.startsWith('.') || local.endsWith('.') || local.includes('..')) {
    return undefined;
  }
  const domain = asciiDomain(address.slice(at + 1));
  if (!domain) return undefined;
  const normalised = `${local}@${domain}`;
  return normalised.length <= EMAIL_MAX_LENGTH ? normalised : undefined;
}
