import http from 'node:http';

export interface RawResponse {
  readonly status: number;
  readonly headers: http.IncomingHttpHeaders;
  readonly body: string;
}

/**
 * One HTTP request with full control over the body: a Buffer, or a generator streamed chunk by chunk (sent
 * chunked unless a Content-Length header is given), so tests can send bodies far larger than they hold.
 */
export function rawRequest(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: Buffer | string | Iterable<Buffer> },
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: options.method ?? 'GET', headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    const body = options.body;
    if (body === undefined || typeof body === 'string' || Buffer.isBuffer(body)) {
      req.end(body);
      return;
    }
    const iterator = body[Symbol.iterator]();
    const pump = () => {
      for (;;) {
        const next = iterator.next();
        if (next.done) {
          req.end();
          return;
        }
        if (!req.write(next.value)) {
          req.once('drain', pump);
          return;
        }
      }
    };
    pump();
  });
}

/** `totalBytes` of zeros in 1 MiB chunks, never all in memory at once. */
export function* zeros(totalBytes: number): Generator<Buffer> {
  const chunk = Buffer.alloc(1024 * 1024);
  for (let sent = 0; sent < totalBytes; sent += chunk.length) {
    yield sent + chunk.length <= totalBytes ? chunk : chunk.subarray(0, totalBytes - sent);
  }
}

/** A multipart/related body as both SDKs build it. */
export function multipartBody(
  boundary: string,
  metadata: unknown,
  media: Buffer,
  mediaType = 'application/octet-stream',
) {
  return Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Type: application/json; charset=utf-8\r\n\r\n${JSON.stringify(metadata)}\r\n`,
    ),
    Buffer.from(`--${boundary}\r\nContent-Type: ${mediaType}\r\n\r\n`),
    media,
    Buffer.from(`\r\n--${boundary}--`),
  ]);
}

/** GET a path exactly as written: `fetch` and `new URL` would resolve `..` and `%2E%2E` segments first. */
export function getRawPath(
  baseUrl: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<number> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    http
      .request({ host: url.hostname, port: url.port, path, headers }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
      .on('error', reject)
      .end();
  });
}
