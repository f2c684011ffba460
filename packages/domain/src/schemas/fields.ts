// Field schemas shared by several forms and payloads, so one rule has one implementation.
import { z } from 'zod';
import { parseCalendarDateText } from '../calendar';
import {
  EMAIL_MAX_LENGTH,
  LIST_ITEM_MAX_LENGTH,
  LIST_MAX_ITEMS,
  PASSWORD_MAX_LENGTH,
  URL_MAX_LENGTH,
} from '../constants';
import { splitCommaList } from '../text';
import { tooLongMessage, validationMessages } from '../validation-messages';
import { normalisedEmailAddress } from './email-address';
import { cleanText, looksEmpty, mixesLookAlikeScripts, trimInvisible } from './text-hygiene';

/** Reads "now" at parse time; tests pass a fixed one. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

/** Optional plus, a non-zero digit, up to 15 more digits (spec: up to 16 digits). */
const PHONE_PATTERN = /^\+?[1-9]\d{0,15}$/;

/**
 * One address rule for every form (see email-address.ts); only the message differs, as the spec
 * words it per form. The output is the stored form: lowercased (Firebase Auth compares addresses
 * case-insensitively) with the domain in ASCII.
 */
function email(invalidMessage: string) {
  return z
    .string({ error: validationMessages.emailRequired })
    .trim()
    .min(1, { error: validationMessages.emailRequired, abort: true })
    .max(EMAIL_MAX_LENGTH, { error: invalidMessage, abort: true })
    .transform((text, context) => {
      const address = normalisedEmailAddress(text);
      if (address === undefined) {
        context.addIssue({ code: 'custom', message: invalidMessage });
        return z.NEVER;
      }
      return address;
    });
}

export const loginEmailField = email(validationMessages.emailInvalid);
export const registerEmailField = email(validationMessages.emailInvalid);
export const emailAddressField = email(validationMessages.emailInvalidAddress);

/** Passwords are never trimmed: a space is a legitimate character the user typed. */
export const requiredPasswordField = z
  .string({ error: validationMessages.passwordRequired })
  .min(1, { error: validationMessages.passwordRequired, abort: true })
  .max(PASSWORD_MAX_LENGTH, { error: validationMessages.passwordTooLong, abort: true });

/**
 * Text as a person would see it: NFC, without direction overrides or stray control characters,
 * trimmed of invisible characters at both ends. Text that shows nothing at all (only zero-width
 * characters, say) counts as empty.
 */
export function cleanTextField(message: string) {
  return z
    .string({ error: message })
    .transform((value) => trimInvisible(cleanText(value)))
    .transform((value) => (looksEmpty(value) ? '' : value));
}

export function requiredText(
  requiredMessage: string,
  field: string,
  max: number,
  atLeast?: { length: number; message: string },
) {
  const text = z
    .string()
    .min(1, { error: requiredMessage, abort: true })
    .max(max, { error: tooLongMessage(field, max) });
  return cleanTextField(requiredMessage).pipe(
    atLeast ? text.min(atLeast.length, { error: atLeast.message }) : text,
  );
}

/** A person's name; one word mixing Latin with Cyrillic or Greek letters is a look-alike, not a name. */
export function personNameField(max: number, atLeast?: { length: number; message: string }) {
  return requiredText(validationMessages.nameRequired, 'Name', max, atLeast).refine(
    (name) => !mixesLookAlikeScripts(name),
    { error: validationMessages.nameMixedScripts },
  );
}

/** Absent, null and blank all become '' so stored documents always have the field. */
export function optionalText(field: string, max: number) {
  return cleanTextField(`${field} must be text`)
    .pipe(z.string().max(max, { error: tooLongMessage(field, max) }))
    .nullish()
    .transform((value) => value ?? '');
}

// Firestore document ids: no slash, not '.' or '..', not the reserved __name__ form; Auth uids are ≤ 128.
const DOCUMENT_ID_PATTERN = /^(?!\.\.?$)(?!__.*__$)[^/]+$/;

export function documentIdField(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .min(1, { error: requiredMessage, abort: true })
    .max(128, { error: validationMessages.idInvalid, abort: true })
    .regex(DOCUMENT_ID_PATTERN, { error: validationMessages.idInvalid });
}

// ISO 8601 with a zone designator only: a bare local time would be read in whatever zone the reader has.
const ISO_INSTANT_PATTERN = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

export function isIsoInstant(value: string): boolean {
  const match = ISO_INSTANT_PATTERN.exec(value);
  if (!match?.[1] || !parseCalendarDateText(match[1])) return false;
  return Number.isFinite(Date.parse(value));
}

export function instantField(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .min(1, { error: requiredMessage, abort: true })
    .refine(isIsoInstant, { error: requiredMessage, abort: true });
}

export function futureInstantField(requiredMessage: string, clock: Clock) {
  return instantField(requiredMessage).refine((value) => Date.parse(value) > clock().getTime(), {
    error: validationMessages.futureDateTimeRequired,
  });
}

/** Accepts a list or the comma-separated text of the profile forms; items trimmed, blanks dropped. */
export const listField = z
  .union([z.array(z.string()), z.string()], { error: validationMessages.listTooLong })
  .nullish()
  .transform((value) =>
    Array.isArray(value)
      ? value.map((item) => item.trim()).filter((item) => item !== '')
      : splitCommaList(value ?? ''),
  )
  .pipe(
    z
      .array(z.string().max(LIST_ITEM_MAX_LENGTH, { error: validationMessages.listItemTooLong }))
      .max(LIST_MAX_ITEMS, { error: validationMessages.listTooLong }),
  );

export function isHttpUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const { protocol } = new URL(value);
  return protocol === 'http:' || protocol === 'https:';
}

export const optionalUrlField = z
  .string({ error: validationMessages.urlInvalid })
  .trim()
  .max(URL_MAX_LENGTH, { error: validationMessages.urlInvalid, abort: true })
  .refine((value) => value === '' || isHttpUrl(value), { error: validationMessages.urlInvalid })
  .nullish()
  .transform((value) => value ?? '');

// People type phone numbers with spaces and dashes; the stored form keeps only the plus and digits.
export const optionalPhoneField = z
  .string({ error: validationMessages.phoneInvalid })
  .transform((value) => value.replace(/[\s-]/g, ''))
  .refine((value) => value === '' || PHONE_PATTERN.test(value), { error: validationMessages.phoneInvalid })
  .nullish()
  .transform((value) => value ?? '');
