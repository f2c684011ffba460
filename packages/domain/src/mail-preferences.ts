// Which notification mails a person gets, per kind, chosen on their profile page or turned off by a
// mail's unsubscribe link. Security mails (password links) are not a kind: they are always sent.
import { z } from 'zod';
import { MAIL_KINDS, type MailKind } from './mail-kinds';

export { MAIL_KINDS, type MailKind };

export type MailPreferences = Record<MailKind, boolean>;

/** Every kind is on until the person turns it off. */
export const DEFAULT_MAIL_PREFERENCES: MailPreferences = {
  bookingRequests: true,
  decisions: true,
  reminders: true,
  messages: true,
  account: true,
};

export function isMailKind(value: unknown): value is MailKind {
  return typeof value === 'string' && (MAIL_KINDS as readonly string[]).includes(value);
}

const choice = z.boolean({ error: 'Each mail choice must be on or off' });

/** PUT /mail-preferences: the whole set of choices. */
export const mailPreferencesSchema = z.object({
  bookingRequests: choice,
  decisions: choice,
  reminders: choice,
  messages: choice,
  account: choice,
});

/** The stored choices, with the defaults for kinds never chosen (or stored badly). */
export function mailPreferencesFrom(stored: unknown): MailPreferences {
  const record = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  return Object.fromEntries(
    MAIL_KINDS.map((kind) => [
      kind,
      typeof record[kind] === 'boolean' ? record[kind] : DEFAULT_MAIL_PREFERENCES[kind],
    ]),
  ) as MailPreferences;
}

export const mailPreferencesTexts = {
  title: 'Notification mails',
  intro: 'Choose which mails you get. Mails with a password link are always sent.',
  kinds: {
    bookingRequests: {
      label: 'Appointment requests',
      hint: 'New requests, moves and cancellations by students (teachers)',
    },
    decisions: {
      label: 'Appointment decisions',
      hint: 'Approvals, declines and cancellations of your appointments (students)',
    },
    reminders: { label: 'Reminders', hint: 'A day and an hour before each approved session' },
    messages: { label: 'Messages', hint: 'Unread messages, at most one mail per 15 minutes' },
    account: { label: 'Account', hint: 'Approval or suspension of your account' },
  } satisfies Record<MailKind, { label: string; hint: string }>,
  saved: 'Notification mails updated',
  saveFailed: 'Failed to update notification mails',
  loadFailed: 'Failed to load notification mails',
  loading: 'Loading notification mails...',
} as const;

export const unsubscribeTexts = {
  footer: (kindLabel: string) => `You get this mail because "${kindLabel}" mails are on. Turn them off:`,
  footerLink: 'Unsubscribe',
  pageTitle: 'Notification mails',
  confirm: (kindLabel: string, email: string) => `Stop "${kindLabel}" mails to ${email}?`,
  confirmButton: 'Turn off',
  done: (kindLabel: string) =>
    `"${kindLabel}" mails are now off. You can turn them on again on your profile page.`,
  invalid:
    'This unsubscribe link is invalid or has been altered. Use the link from the mail, or change your notification mails on your profile page.',
  accountGone: 'There is no account for this unsubscribe link any more.',
} as const;
