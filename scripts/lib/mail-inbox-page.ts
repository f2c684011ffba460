// The local mail sink's inbox page: the newest mail first, a page at a time, so a stack that has sent
// hundreds of mails (the seed, the scale bench) still opens quickly. Each mail shows its plain-text part,
// a link to its HTML part as a mail client would show it, and its attachments.
import type { SinkMessage } from './mail-sink';

export const INBOX_PAGE_SIZE = 20;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function attachmentLinks(message: SinkMessage): string {
  if (!message.attachments.length) return '';
  const links = message.attachments.map(
    (a, i) =>
      `<li><a href="/messages/${message.id}/attachments/${i}" download="${escapeHtml(a.filename)}">${escapeHtml(a.filename)}</a> (${escapeHtml(a.contentType)})</li>`,
  );
  return `<p>Attachments:</p><ul>${links.join('')}</ul>`;
}

function messageRow(m: SinkMessage): string {
  const html = m.html ? ` · <a href="/messages/${m.id}/html">HTML part</a>` : '';
  return `<article><h2>${escapeHtml(m.subject)}</h2><p>To ${escapeHtml(m.to.join(', '))} · ${m.receivedAt}${html}</p><pre>${escapeHtml(m.text)}</pre>${attachmentLinks(m)}</article>`;
}

/** The page number asked for (1 when absent or not a number), kept within the pages there are. */
export function inboxPageNumber(asked: string | null, total: number): number {
  const pages = Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE));
  const number = Number.parseInt(asked ?? '1', 10);
  return Number.isFinite(number) ? Math.min(Math.max(number, 1), pages) : 1;
}

/** Page `page` (from 1) of the inbox, newest first, with links to the newer and older pages. */
export function inboxPage(messages: readonly SinkMessage[], page: number): string {
  const pages = Math.max(1, Math.ceil(messages.length / INBOX_PAGE_SIZE));
  const start = (page - 1) * INBOX_PAGE_SIZE;
  const shown = messages
    .slice()
    .reverse()
    .slice(start, start + INBOX_PAGE_SIZE);
  const rows = shown.map(messageRow).join('');
  const newer = page > 1 ? `<a rel="prev" href="/?page=${page - 1}">Newer</a>` : '';
  const older = page < pages ? `<a rel="next" href="/?page=${page + 1}">Older</a>` : '';
  const nav = `<nav aria-label="Pages">${newer} <span>Page ${page} of ${pages}</span> ${older}</nav>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local inbox</title>
<style>body{font-family:sans-serif;max-width:50rem;margin:2rem auto}article{border-bottom:1px solid #ccc}pre{white-space:pre-wrap}nav{display:flex;gap:1rem;margin:1rem 0}</style>
</head><body><h1>Local inbox (${messages.length})</h1>${nav}${rows || '<p>No mail yet.</p>'}${messages.length > INBOX_PAGE_SIZE ? nav : ''}</body></html>`;
}
