// One layout for every notification: the same parts become the text and the HTML body (mail-template.tsx).
import {
  type MailKind,
  mailPreferencesTexts,
  notificationTexts,
  unsubscribeTexts,
} from '@appointments/domain';
import type { MailAttachment, MailNotice, OutgoingMail } from './mail-document';
import { renderMailFooter, renderMailHtml } from './mail-template';

export interface MailContent {
  to: string;
  subject: string;
  recipientName: string;
  paragraphs: string[];
  details?: [label: string, value: string][];
  action?: { label: string; url: string };
  attachments?: MailAttachment[];
}

/** The notice of a mail: its subject, its first paragraph, and the page its button opens (the app's own path). */
function noticeOf(content: MailContent): MailNotice {
  // The base only resolves a link that has no origin (the app's origin is unset in tests); the path is kept.
  const url = content.action ? new URL(content.action.url, 'http://app.invalid') : null;
  return {
    title: content.subject,
    body: content.paragraphs[0] ?? '',
    link: url ? `${url.pathname}${url.search}${url.hash}` : '/',
  };
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
  const html = renderMailHtml({
    productName: notificationTexts.productName,
    greeting: notificationTexts.greeting(content.recipientName),
    paragraphs: content.paragraphs,
    details,
    action: content.action,
    signOff: notificationTexts.signOff,
  });
  return {
    to: content.to,
    notice: noticeOf(content),
    message: {
      subject: content.subject,
      text,
      html,
      ...(content.attachments?.length ? { attachments: content.attachments } : {}),
    },
  };
}

/**
 * Adds the unsubscribe link at the foot of both parts, and the List-Unsubscribe headers (RFC 8058) that
 * let a mail client offer one-click unsubscribing.
 */
export function withUnsubscribe(mail: OutgoingMail, kind: MailKind, url: string): OutgoingMail {
  const footer = unsubscribeTexts.footer(mailPreferencesTexts.kinds[kind].label);
  return {
    ...mail,
    message: {
      ...mail.message,
      text: `${mail.message.text}\n\n${footer} ${url}`,
      // Under the mail's card, inside its body.
      html: mail.message.html.replace(
        /<\/body>/,
        `${renderMailFooter(footer, unsubscribeTexts.footerLink, url)}</body>`,
      ),
      headers: {
        ...mail.message.headers,
        'List-Unsubscribe': `<${url}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    },
  };
}
