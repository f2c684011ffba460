// Mails that carry a password link. They are never optional: whoever asked for the link, or was
// given an account, must be able to get in.
import { notificationTexts } from '@appointments/domain';
import { appOriginParam } from '../lib/mail-params';
import { composeMail } from './layout';
import type { OutgoingMail } from './mail-document';

/** The page that takes a password link's token (the reset page serves both kinds of link). */
export const passwordLink = (token: string) => `${appOriginParam.value()}/reset-password/${token}`;

interface Account {
  email: string;
  name: string;
}

/** The shape both share: who, why, and the link to choose a password. */
function passwordLinkMail(
  account: Account,
  token: string,
  texts: { subject: string; action: string },
  paragraphs: string[],
  details?: [string, string][],
): OutgoingMail {
  return composeMail({
    to: account.email,
    subject: texts.subject,
    recipientName: account.name,
    paragraphs,
    details,
    action: { label: texts.action, url: passwordLink(token) },
  });
}

export function passwordResetMail(account: Account, token: string): OutgoingMail {
  const t = notificationTexts.passwordReset;
  return passwordLinkMail(account, token, t, [t.intro, t.linkNote, t.ignoreNote]);
}

/** The admin chose a first password; the mail never repeats it, and offers the teacher their own. */
export function teacherWelcomeMail(account: Account, token: string): OutgoingMail {
  const t = notificationTexts.teacherWelcome;
  return passwordLinkMail(account, token, t, [t.intro, t.linkNote], [[t.accountLabel, account.email]]);
}

/**
 * A roster added the person: a set-password link when the college signs in with passwords (the same
 * single-use, expiring token as a reset), otherwise a link to the login page.
 */
export function rosterWelcomeMail(
  account: Account,
  role: 'student' | 'teacher',
  token: string | null,
): OutgoingMail {
  const t = notificationTexts.rosterWelcome;
  if (token)
    return passwordLinkMail(
      account,
      token,
      t,
      [t.intro(role), t.linkNote],
      [[t.accountLabel, account.email]],
    );
  return composeMail({
    to: account.email,
    subject: t.subject,
    recipientName: account.name,
    paragraphs: [t.intro(role), t.signInNote],
    details: [[t.accountLabel, account.email]],
    action: { label: t.signInAction, url: `${appOriginParam.value()}/login` },
  });
}

// Stand-ins a rendered welcome carries where the person's own values go (letters only, so rendering keeps them).
const NAME_SLOT = 'zzrosternameslotzz';
const EMAIL_SLOT = 'zzrosteremailslotzz';
const TOKEN_SLOT = 'zzrostertokenslotzz';

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => htmlEscapes[char] ?? char);

/**
 * The roster welcome of `role`, rendered once and filled in per person: a roster of 30,000 sends as many
 * mails, and rendering each through React costs milliseconds. The mail is the same as `rosterWelcomeMail`'s.
 */
export function rosterWelcomeTemplate(
  role: 'student' | 'teacher',
  withLink: boolean,
): (account: Account, token: string | null) => OutgoingMail {
  const template = rosterWelcomeMail(
    { name: NAME_SLOT, email: EMAIL_SLOT },
    role,
    withLink ? TOKEN_SLOT : null,
  );
  const fill = (text: string, account: Account, token: string | null, encode: (value: string) => string) =>
    text
      .replaceAll(NAME_SLOT, encode(account.name))
      .replaceAll(EMAIL_SLOT, encode(account.email))
      .replaceAll(TOKEN_SLOT, token ?? '');
  const plain = (value: string) => value;
  return (account, token) => ({
    ...template,
    to: account.email,
    ...(template.notice && {
      notice: {
        title: fill(template.notice.title, account, token, plain),
        body: fill(template.notice.body, account, token, plain),
        link: fill(template.notice.link, account, token, encodeURIComponent),
      },
    }),
    message: {
      ...template.message,
      text: fill(template.message.text, account, token, plain),
      html: fill(template.message.html, account, token, escapeHtml),
    },
  });
}
