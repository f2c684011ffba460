// The local stack's mail server: accepts every message over SMTP and keeps it in memory, with an
// inbox page for developers and a JSON API for tests (`GET /messages?to=…`, `DELETE /messages`).
import { createServer, type Server } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SinkMessage {
  id: number;
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  receivedAt: string;
}

export interface MailSink {
  stop(): Promise<void>;
}

const maxKeptMessages = 500;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function inboxPage(messages: SinkMessage[]): string {
  const rows = messages
    .slice()
    .reverse()
    .map(
      (m) =>
        `<article><h2>${escapeHtml(m.subject)}</h2><p>To ${escapeHtml(m.to.join(', '))} · ${m.receivedAt}</p><pre>${escapeHtml(m.text)}</pre></article>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local inbox</title>
<style>body{font-family:sans-serif;max-width:50rem;margin:2rem auto}article{border-bottom:1px solid #ccc}pre{white-space:pre-wrap}</style>
</head><body><h1>Local inbox (${messages.length})</h1>${rows || '<p>No mail yet.</p>'}</body></html>`;
}

export async function startMailSink(host: string, smtpPort: number, httpPort: number): Promise<MailSink> {
  const messages: SinkMessage[] = [];
  let nextId = 1;

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          messages.push({
            id: nextId++,
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            receivedAt: new Date().toISOString(),
          });
          if (messages.length > maxKeptMessages) messages.shift();
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });

  const http: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://sink');
    if (url.pathname === '/messages' && req.method === 'GET') {
      const to = url.searchParams.get('to')?.toLowerCase();
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(to ? messages.filter((m) => m.to.includes(to)) : messages));
    } else if (url.pathname === '/messages' && req.method === 'DELETE') {
      messages.length = 0;
      res.statusCode = 204;
      res.end();
    } else if (url.pathname === '/' && req.method === 'GET') {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(inboxPage(messages));
    } else {
      res.statusCode = 404;
      res.end('Not found');
    }
  });

  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(smtpPort, host, () => resolve());
  });
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(httpPort, host, () => resolve());
  });

  return {
    stop: async () => {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}
