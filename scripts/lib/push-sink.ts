// The local stack's push service: takes Firebase Cloud Messaging's HTTP v1 send requests
// (`POST /v1/projects/{project}/messages:send`, what the functions' push transport sends when PUSH_SINK_URL
// points here) and records each one instead of reaching Google, answering as FCM would. A JSON API for tests:
// `GET /sends?token=…&notificationId=…` (each request with its message and how it was answered),
// `DELETE /sends`, `POST /gone {token}` (from now on that token answers UNREGISTERED, as FCM does for a browser
// that unsubscribed, so the sender prunes it) and `POST /failures {token, count}` (the next `count` sends to it
// answer UNAVAILABLE, a transient failure the sender retries).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

export interface PushSend {
  id: number;
  token: string;
  /** The FCM v1 message as sent. */
  message: { token?: string; data?: Record<string, string>; webpush?: unknown };
  /** How the sink answered: delivered, the token gone, or a transient failure. */
  outcome: 'sent' | 'unregistered' | 'unavailable';
  receivedAt: string;
}

export interface PushSink {
  stop(): Promise<void>;
}

const maxKeptSends = 1000;
const sendPath = /^\/v1\/projects\/[^/]+\/messages:send$/;

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(body));
}

/** FCM v1's error body, with the FcmError detail the Admin SDK reads its error code from. */
function fcmError(status: number, code: string, errorCode: string, message: string) {
  return {
    error: {
      code: status,
      message,
      status: code,
      details: [{ '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode }],
    },
  };
}

export async function startPushSink(host: string, port: number): Promise<PushSink> {
  const sends: PushSend[] = [];
  const gone = new Set<string>();
  const failures = new Map<string, number>();
  let nextId = 1;

  const record = (message: PushSend['message'], outcome: PushSend['outcome']) => {
    sends.push({
      id: nextId++,
      token: message.token ?? '',
      message,
      outcome,
      receivedAt: new Date().toISOString(),
    });
    if (sends.length > maxKeptSends) sends.shift();
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://sink');
    if (sendPath.test(url.pathname) && req.method === 'POST') {
      const { message } = (await readJson(req)) as { message?: PushSend['message'] };
      if (!message?.token) {
        json(res, 400, fcmError(400, 'INVALID_ARGUMENT', 'INVALID_ARGUMENT', 'The message has no token'));
        return;
      }
      if (gone.has(message.token)) {
        record(message, 'unregistered');
        json(res, 404, fcmError(404, 'NOT_FOUND', 'UNREGISTERED', 'Requested entity was not found.'));
        return;
      }
      const left = failures.get(message.token) ?? 0;
      if (left > 0) {
        failures.set(message.token, left - 1);
        record(message, 'unavailable');
        json(
          res,
          503,
          fcmError(
            503,
            'UNAVAILABLE',
            'UNAVAILABLE',
            'The service is unavailable (a failure the test asked for)',
          ),
        );
        return;
      }
      record(message, 'sent');
      json(res, 200, { name: `projects/local/messages/${nextId - 1}` });
    } else if (url.pathname === '/sends' && req.method === 'GET') {
      const token = url.searchParams.get('token');
      const notificationId = url.searchParams.get('notificationId');
      json(
        res,
        200,
        sends.filter(
          (send) =>
            (!token || send.token === token) &&
            (!notificationId || send.message.data?.notificationId === notificationId),
        ),
      );
    } else if (url.pathname === '/sends' && req.method === 'DELETE') {
      sends.length = 0;
      res.statusCode = 204;
      res.end();
    } else if (url.pathname === '/gone' && req.method === 'POST') {
      const { token } = (await readJson(req)) as { token?: unknown };
      if (typeof token !== 'string') return json(res, 400, { message: 'Expected { token }' });
      gone.add(token);
      res.statusCode = 204;
      res.end();
    } else if (url.pathname === '/failures' && req.method === 'POST') {
      const { token, count } = (await readJson(req)) as { token?: unknown; count?: unknown };
      if (typeof token !== 'string' || typeof count !== 'number') {
        return json(res, 400, { message: 'Expected { token, count }' });
      }
      failures.set(token, count);
      res.statusCode = 204;
      res.end();
    } else if (url.pathname === '/' && req.method === 'GET') {
      json(res, 200, sends);
    } else {
      json(res, 404, { message: 'Not found' });
    }
  };

  const http: Server = createServer((req, res) => {
    handle(req, res).catch(() => json(res, 400, { message: 'Bad JSON' }));
  });
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(port, host, () => resolve());
  });
  return { stop: () => new Promise<void>((resolve) => http.close(() => resolve())) };
}
