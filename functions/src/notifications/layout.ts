// One layout for every notification: the same parts become the text and the HTML body.
import { notificationTexts } from '@appointments/domain';
import type { MailAttachment, OutgoingMail } from './mail-document';

export interface MailContent {
  to: string;
  subject: string;
  recipientName: string;
  paragraphs: string[];
  details?: [label: string, value: string][];
  action?: { label: string; url: string };
  attachments?: MailAttachment[];
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function composeMail(content: MailContent): OutgoingMail {
  const details = content.details ?? [];
  const text = [
    notificationTexts.greeting(content.recipientName),
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(details.length ? [...details.map(([label, value]) => `${label}: ${value}`), ''] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    notificationTexts.signOff,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(notificationTexts.greeting(content.recipientName))}</p>`,
    ...content.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    details.length
      ? `<table>${details.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('')}</table>`
      : '',
    content.action
      ? `<p><a href="${escapeHtml(content.action.url)}">${escapeHtml(content.action.label)}</a></p>`
      : '',
    `<p>${escapeHtml(notificationTexts.signOff)}</p>`,
  ]
    .filter(Boolean)
    .join('\n');
  return {
    to: content.to,
    message: {
      subject: content.subject,
      text,
      html,
      ...(content.attachments?.length ? { attachments: content.attachments } : {}),
    },
  };
}
