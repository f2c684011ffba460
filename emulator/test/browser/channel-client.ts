import http from 'node:http';

/** A bare WebChannel client for protocol tests: what the closure client sends, without the SDK. */

export const LISTEN = '/google.firestore.v1.Firestore/Listen/channel';
export const WRITE = '/google.firestore.v1.Firestore/Write/channel';

/** Splits `<len>\n<json>` chunks, counting `len` in UTF-16 units as the browser client does. */
export function parseChunks(text: string): unknown[] {
  const out: unknown[] = [];
  let at = 0;
  while (at < text.length) {
    const nl = text.indexOf('\n', at);
    if (nl < 0) throw new Error(`no length line at ${at}`);
    const len = Number(text.slice(at, nl));
    const json = text.slice(nl + 1, nl + 1 + len);
    if (json.length !== len) throw new Error('truncated chunk');
    out.push(JSON.parse(json));
    at = nl + 1 + len;
  }
  return out;
}

export function form(messages: unknown[], ofs: number, headers?: string): string {
  const parts = [`count=${messages.length}`, `ofs=${ofs}`];
  messages.forEach((m, k) => {
    parts.push(`req${k}___data__=${encodeURIComponent(JSON.stringify(m))}`);
  });
  return headers === undefined
    ? parts.join('&')
    : `headers=${encodeURIComponent(headers)}&${parts.join('&')}`;
}

export class RawChannel {
  sid = '';
  private rid = Math.floor(Math.random() * 1e5);
  aid = 0;

  constructor(
    readonly base: string,
    readonly path: string,
    readonly database: string,
  ) {}

  url(params: Record<string, string>): string {
    const q = new URLSearchParams({ database: this.database, VER: '8', ...params });
    return `${this.base}${this.path}?${q}`;
  }

  async open(first: unknown, authorization?: string): Promise<{ res: Response; chunks: unknown[] }> {
    const res = await fetch(
      this.url({ RID: String(this.rid++), CVER: '22', 'X-HTTP-Session-Id': 'gsessionid', t: '1' }),
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://app.test' },
        body: form([first], 0, authorization ? `Authorization:${authorization}\r\n` : undefined),
      },
    );
    const chunks = parseChunks(await res.text());
    const handshake = (chunks[0] as [number, [string, string]][])[0];
    this.sid = handshake?.[1][1] ?? '';
    return { res, chunks };
  }

  post(body: string, sid = this.sid): Promise<Response> {
    return fetch(this.url({ SID: sid, RID: String(this.rid++), AID: String(this.aid), t: '1' }), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
  }

  /** A long-poll backchannel: resolves with the arrays of one answer, acknowledging them for the next. */
  async poll(sid = this.sid): Promise<{ status: number; arrays: [number, unknown[]][]; text: string }> {
    const res = await fetch(
      this.url({ SID: sid, RID: 'rpc', AID: String(this.aid), CI: '1', TYPE: 'xmlhttp', t: '1' }),
    );
    const text = await res.text();
    if (res.status !== 200) return { status: res.status, arrays: [], text };
    const arrays = parseChunks(text).flat() as [number, unknown[]][];
    const last = arrays.at(-1);
    if (last) this.aid = last[0];
    return { status: res.status, arrays, text };
  }

  /** Polls until `predicate` holds for a payload; returns all payloads seen. */
  async pollUntil(predicate: (payload: unknown) => boolean, tries = 20): Promise<unknown[]> {
    const seen: unknown[] = [];
    for (let i = 0; i < tries; i++) {
      const { arrays } = await this.poll();
      for (const [, payload] of arrays) seen.push(payload[0]);
      if (seen.some(predicate)) return seen;
    }
    throw new Error(`not seen; got ${JSON.stringify(seen)}`);
  }

  /** Opens a streaming backchannel (CI=0) and collects its raw text as it arrives. */
  stream(): { text: () => string; close: () => void; done: Promise<number> } {
    let received = '';
    let request: http.ClientRequest | undefined;
    const done = new Promise<number>((resolve, reject) => {
      request = http.get(
        this.url({ SID: this.sid, RID: 'rpc', AID: String(this.aid), CI: '0', TYPE: 'xmlhttp', t: '1' }),
        (res) => {
          res.setEncoding('utf8');
          res.on('data', (c: string) => {
            received += c;
          });
          res.on('end', () => resolve(res.statusCode ?? 0));
          res.on('error', () => resolve(res.statusCode ?? 0));
        },
      );
      request.on('error', reject);
    });
    return { text: () => received, close: () => request?.destroy(), done: done.catch(() => 0) };
  }

  terminate(): Promise<Response> {
    return fetch(this.url({ SID: this.sid, RID: String(this.rid++), TYPE: 'terminate', t: '1' }));
  }
}
