// The local stack's mail server: accepts every message over SMTP and keeps it in memory, with an
// inbox page for developers (paged, mail-inbox-page.ts; each mail's HTML part at `/messages/{id}/html`) and a JSON API for tests: `GET /messages?to=…` (each message with its
// attachments and raw MIME), `DELETE /messages`, and `POST /failures` ({ to, count }: refuse the next
// `count` deliveries to that address, so a test can watch the sender record the error and retry),
// `POST /smtp/stop` and `POST /smtp/start` (the SMTP side goes away and comes back, as in a restart,
// while the inbox is kept for the test to read).
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { type Attachment, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { inboxPage, inboxPageNumber } from './mail-inbox-page';

export interface SinkMessage {
  id: number;
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  attachments: SinkAttachment[];
  /** The message exactly as it came over SMTP. */
  raw: string;
  receivedAt: string;
}

export interface SinkAttachment {
  filename: string;
  contentType: string;
  /** Text parts as UTF-8, anything else base64 (see `encoding`). */
  content: string;
  encoding: 'utf-8' | 'base64';
}

export interface MailSink {
  stop(): Promise<void>;
}

const maxKeptMessages = 500;
const attachmentPath = /^\/messages\/(\d+)\/attachments\/(\d+)$/;
const htmlPartPath = /^\/messages\/(\d+)\/html$/;

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

function attachmentOf(attachment: Attachment): SinkAttachment {
  const isText = attachment.contentType.startsWith('text/');
  return {
    filename: attachment.filename ?? '',
    contentType: attachment.contentType,
    content: attachment.content.toString(isText ? 'utf8' : 'base64'),
    encoding: isText ? 'utf-8' : 'base64',
  };
}

export async function startMailSink(host: string, smtpPort: number, httpPort: number): Promise<MailSink> {
  const messages: SinkMessage[] = [];
  let nextId = 1;
  const failures = new Map<string, number>();

  const newSmtpServer = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        const to = address.address.toLowerCase();
        const left = failures.get(to) ?? 0;
        if (left <= 0) return callback();
        failures.set(to, left - 1);
        const refusal = Object.assign(new Error('Mailbox unavailable (a refusal the test asked for)'), {
          responseCode: 450,
        });
        callback(refusal);
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('error', (error: Error) => callback(error));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks);
          simpleParser(raw)
            .then((parsed) => {
              messages.push({
                id: nextId++,
                to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
                from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
                subject: parsed.subject ?? '',
                text: parsed.text ?? '',
                html: typeof parsed.html === 'string' ? parsed.html : '',
                attachments: parsed.attachments.map(attachmentOf),
                raw: raw.toString('utf8'),
                receivedAt: new Date().toISOString(),
              });
              if (messages.length > maxKeptMessages) messages.shift();
              callback();
            })
            .catch((error: Error) => callback(error));
        });
      },
    });
  let smtp: SMTPServer | null = newSmtpServer();
  const listenSmtp = (server: SMTPServer) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(smtpPort, host, () => resolve());
    });
  const closeSmtp = async () => {
    const server = smtp;
    smtp = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  };

  const http: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://sink');
    if (url.pathname === '/messages' && req.method === 'GET') {
      const to = url.searchParams.get('to')?.toLowerCase();
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(to ? messages.filter((m) => m.to.includes(to)) : messages));
    } else if (attachmentPath.test(url.pathname) && req.method === 'GET') {
      const [, id, index] = url.pathname.match(attachmentPath) ?? [];
      const attachment = messages.find((m) => m.id === Number(id))?.attachments[Number(index)];
      if (!attachment) {
        res.statusCode = 404;
        res.end('Not found');
        return;
      }
      res.setHeader('content-type', attachment.contentType);
      res.setHeader('content-disposition', `attachment; filename="${attachment.filename.replace(/"/g, '')}"`);
      res.end(Buffer.from(attachment.content, attachment.encoding === 'utf-8' ? 'utf8' : 'base64'));
    } else if (htmlPartPath.test(url.pathname) && req.method === 'GET') {
      const id = Number(htmlPartPath.exec(url.pathname)?.[1]);
      const message = messages.find((m) => m.id === id);
      if (!message?.html) {
        res.statusCode = 404;
        res.end('Not found');
        return;
      }
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(message.html);
    } else if (url.pathname === '/failures' && req.method === 'POST') {
      readJson(req)
        .then((body) => {
          const { to, count } = body as { to?: unknown; count?: unknown };
          if (typeof to !== 'string' || typeof count !== 'number') {
            res.statusCode = 400;
            res.end('Expected { to, count }');
            return;
          }
          failures.set(to.toLowerCase(), count);
          res.statusCode = 204;
          res.end();
        })
        .catch(() => {
          res.statusCode = 400;
          res.end('Bad JSON');
        });
    } else if (url.pathname === '/smtp/stop' && req.method === 'POST') {
      closeSmtp().then(() => {
        res.statusCode = 204;
        res.end();
      });
    } else if (url.pathname === '/smtp/start' && req.method === 'POST') {
      const server = smtp ?? newSmtpServer();
      const started = smtp ? Promise.resolve() : listenSmtp(server);
      smtp = server;
      started.then(
        () => {
          res.statusCode = 204;
          res.end();
        },
        (error: Error) => {
          res.statusCode = 500;
          res.end(error.message);
        },
      );
    } else if (url.pathname === '/messages' && req.method === 'DELETE') {
      messages.length = 0;
      res.statusCode = 204;
      res.end();
    } else if (url.pathname === '/' && req.method === 'GET') {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(inboxPage(messages, inboxPageNumber(url.searchParams.get('page'), messages.length)));
    } else {
      res.statusCode = 404;
      res.end('Not found');
    }
  });

  await listenSmtp(smtp);
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(httpPort, host, () => resolve());
  });

  return {
    stop: async () => {
      await closeSmtp();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}
