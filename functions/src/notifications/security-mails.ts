// Mails that carry a password link. They are never optional: whoever asked for the link, or was
// given an account, must be able to get in.
import { notificationTexts } from '@appointments/domain';
import { appOriginParam } from '../lib/mail-params';
import { composeMail } from './layout';
import type { OutgoingMail } from './mail-document';

/** The page that takes a password link's token (the reset page serves both kinds of link). */
export const passwordLink = (token: string) => `${appOriginParam.value()}/reset-password/${token}`;

export function passwordResetMail(account: { email: string; name: string }, token: string): OutgoingMail {
  const t = notificationTexts.passwordReset;
  return composeMail({
    to: account.email,
    subject: t.subject,
    recipientName: account.name,
    paragraphs: [t.intro, t.linkNote, t.ignoreNote],
    action: { label: t.action, url: passwordLink(token) },
  });
}

/** The admin chose a first password; the mail never repeats it, and offers the teacher their own. */
export function teacherWelcomeMail(account: { email: string; name: string }, token: string): OutgoingMail {
  const t = notificationTexts.teacherWelcome;
  return composeMail({
    to: account.email,
    subject: t.subject,
    recipientName: account.name,
    paragraphs: [t.intro, t.linkNote],
    details: [[t.accountLabel, account.email]],
    action: { label: t.action, url: passwordLink(token) },
  });
}
