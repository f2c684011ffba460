// One mail for the unread messages of a conversation: the first unread one, or the digest of those that
// arrived since the last mail. Never one mail per message.
import { formatDateTime, MESSAGE_DIGEST_MAX_LISTED, notificationTexts } from '@appointments/domain';
import { appOriginParam } from '../lib/mail-params';
import { composeMail } from './layout';
import type { OutgoingMail } from './mail-document';

export interface UnreadMessage {
  content: string;
  sentAt: Date;
}

export function newMessagesMail(
  receiver: { name: string; email: string },
  senderName: string,
  /** Oldest first. */
  messages: UnreadMessage[],
): OutgoingMail {
  const t = notificationTexts.newMessages;
  const listed = messages.slice(-MESSAGE_DIGEST_MAX_LISTED);
  const hidden = messages.length - listed.length;
  return composeMail({
    to: receiver.email,
    subject: t.subject(senderName, messages.length),
    recipientName: receiver.name,
    paragraphs: [t.intro(senderName, messages.length), ...(hidden > 0 ? [t.more(hidden)] : []), t.later],
    details: listed.map((message) => [formatDateTime(message.sentAt), message.content]),
    action: { label: t.action, url: `${appOriginParam.value()}/messages` },
  });
}
