/**
 * WebChannel (BrowserChannel v8) framing as the closure client in @firebase/webchannel-wrapper reads it.
 * Every response body is a sequence of chunks `<length>\n<json>`; the client slices its `responseText`, a
 * JS string, so the length counts UTF-16 code units, not bytes.
 */
export function chunk(json: string): string {
  return `${json.length}\n${json}`;
}

/** Thrown for malformed channel requests: answered 400 without touching the session. */
export class ChannelInputError extends Error {}

export interface ForwardMessage {
  /** Client-assigned message id (`ofs + k`); retried POSTs reuse ids. */
  readonly id: number;
  readonly data: unknown;
}

export interface ForwardBody {
  readonly messages: ForwardMessage[];
  /** The `headers` blob of the handshake (`Name:value\r\n…`), when present. */
  readonly headers?: Map<string, string>;
}

const MAX_MESSAGES = 1000;

function nonNegativeInt(value: string | null, name: string): number {
  const n = Number(value);
  if (value === null || value === '' || !Number.isSafeInteger(n) || n < 0)
    throw new ChannelInputError(`Invalid channel request: "${name}" must be a non-negative integer.`);
  return n;
}

/** Parses a form-encoded forward-channel body: `count=N&ofs=K&req0___data__=<json>&…`. */
export function parseForwardBody(body: string): ForwardBody {
  const form = new URLSearchParams(body);
  const count = nonNegativeInt(form.get('count'), 'count');
  if (count > MAX_MESSAGES) throw new ChannelInputError(`Invalid channel request: too many messages.`);
  const ofs = count === 0 ? 0 : nonNegativeInt(form.get('ofs'), 'ofs');
  const messages: ForwardMessage[] = [];
  for (let k = 0; k < count; k++) {
    const raw = form.get(`req${k}___data__`);
    if (raw === null) throw new ChannelInputError(`Invalid channel request: message ${k} is missing.`);
    let data: unknown;
    try {
      data = JSON.parse(raw);
    } catch {
      throw new ChannelInputError(`Invalid channel request: message ${k} is not JSON.`);
    }
    if (typeof data !== 'object' || data === null || Array.isArray(data))
      throw new ChannelInputError(`Invalid channel request: message ${k} is not a JSON object.`);
    messages.push({ id: ofs + k, data });
  }
  const blob = form.get('headers');
  return { messages, headers: blob === null ? undefined : parseHeaderBlob(blob) };
}

/** `encodeInitMessageHeaders` sends request headers as `Name:value\r\n` lines; names are case-insensitive. */
export function parseHeaderBlob(blob: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of blob.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}
