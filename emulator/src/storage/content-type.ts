import { badRequest } from './errors.js';

/** `type/subtype` tokens per RFC 9110, optionally followed by parameters. */
const MEDIA_TYPE = /^[A-Za-z0-9!#$&^_.+-]+\/[A-Za-z0-9!#$&^_.+-]+(\s*;.*)?$/s;

/** True when the text holds a C0 control character (tab aside) or DEL, which no header value may carry. */
function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code < 0x20 && code !== 0x09) || code === 0x7f) return true;
  }
  return false;
}

/** Rejects content types that would be unsafe or meaningless to echo back in a `Content-Type` header. */
export function assertValidContentType(value: string): string {
  const trimmed = value.trim();
  if (!MEDIA_TYPE.test(trimmed) || hasControlCharacter(trimmed))
    throw badRequest(`Invalid content type: ${JSON.stringify(value)}`);
  return trimmed;
}
