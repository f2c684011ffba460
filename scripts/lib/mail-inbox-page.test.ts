import { describe, expect, it } from 'vitest';
import { INBOX_PAGE_SIZE, inboxPage, inboxPageNumber } from './mail-inbox-page';
import type { SinkMessage } from './mail-sink';

function mail(id: number): SinkMessage {
  return {
    id,
    to: [`person${id}@college.test`],
    from: 'noreply@college.test',
    subject: `Mail number ${id}`,
    text: `Text of mail ${id}`,
    html: `<p>Mail ${id}</p>`,
    attachments: [],
    raw: '',
    receivedAt: '2030-01-01T00:00:00.000Z',
  };
}

const inbox = Array.from({ length: INBOX_PAGE_SIZE * 2 + 5 }, (_, i) => mail(i + 1));
const subjects = (page: string) =>
  [...page.matchAll(/<h2>Mail number (\d+)<\/h2>/g)].map((m) => Number(m[1]));

describe('the local inbox page', () => {
  it('shows the newest mails first, one page at a time', () => {
    const first = inboxPage(inbox, 1);
    expect(subjects(first)).toEqual(Array.from({ length: INBOX_PAGE_SIZE }, (_, i) => inbox.length - i));
    expect(first).toContain('Page 1 of 3');
    expect(first).toContain('href="/?page=2"');
    expect(first).not.toContain('Newer');

    const last = inboxPage(inbox, 3);
    expect(subjects(last)).toEqual([5, 4, 3, 2, 1]);
    expect(last).toContain('href="/?page=2"');
    expect(last).not.toContain('Older');
  });

  it('links each mail to its HTML part', () => {
    expect(inboxPage([mail(7)], 1)).toContain('href="/messages/7/html"');
  });

  it('reads the page asked for within the pages there are', () => {
    expect(inboxPageNumber(null, inbox.length)).toBe(1);
    expect(inboxPageNumber('2', inbox.length)).toBe(2);
    expect(inboxPageNumber('99', inbox.length)).toBe(3);
    expect(inboxPageNumber('0', inbox.length)).toBe(1);
    expect(inboxPageNumber('abc', 0)).toBe(1);
  });
});
