import {
  type MailKind,
  type MailPreferences,
  type SelfRegisterRole,
  unsubscribeTexts,
} from '@appointments/domain';
import {
  mailPreferencesField,
  mailPreferencesRef,
  mailPreferencesRefByEmail,
  readMailPreferences,
} from '../data/mail-preferences';
import { notFound } from '../http/api-error';

// Each person's choice of optional mails: set on their own profile, or turned off from a mail's link.

export async function mailPreferencesOf(role: SelfRegisterRole, uid: string): Promise<MailPreferences> {
  return readMailPreferences(mailPreferencesRef(role, uid));
}

export async function saveMailPreferences(
  role: SelfRegisterRole,
  uid: string,
  preferences: MailPreferences,
): Promise<void> {
  await mailPreferencesRef(role, uid).set({ [mailPreferencesField]: preferences }, { merge: true });
}

/** Turns one kind off for the address a signed unsubscribe link names; an address no longer registered is missing. */
export async function unsubscribeAddress(email: string, kind: MailKind): Promise<void> {
  const ref = await mailPreferencesRefByEmail(email);
  if (!ref) throw notFound(unsubscribeTexts.accountGone);
  await ref.set({ [mailPreferencesField]: { [kind]: false } }, { merge: true });
}
