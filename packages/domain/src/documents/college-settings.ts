// `settings/college`: the college's own policies, one document (docs/api.md, "Settings"). Each value's
// default is today's rule of the product contract, so a college that never saved settings, or a document
// written before a value existed, reads as those. The same schema checks an admin's change on the server
// and on the settings page, so both show the same message for the same field.
import * as z from 'zod/mini';
import { type BookingPolicy, DEFAULT_BOOKING_POLICY } from '../booking-policy';
import {
  AUTO_APPROVAL_MODES,
  BUILT_IN_SIGN_IN_METHODS,
  collegeSettingsMessages as messages,
  SELF_REGISTRATION_MODES,
} from '../college-settings-texts';
import { type ValidationErrors, validationErrors } from '../schemas/validation-errors';
import { SESSION_LENGTH_OPTIONS } from '../session-length';
import { DEFAULT_NO_SHOW_POLICY, type NoShowPolicy } from '../session-record';
import { DEFAULT_WAITLIST_OFFER_MINUTES } from '../waitlist';

/** The document id in the `settings` collection. */
export const COLLEGE_SETTINGS_DOC = 'college';

const MAX_REMINDERS = 3;
const MAX_DOMAINS = 20;

const wholeNumber = (min: number, max: number) =>
  z
    .int({ error: messages.wholeNumber })
    .check(z.gte(min, messages.atLeast(min)), z.lte(max, messages.atMost(max)));

const distinct = (items: readonly unknown[]) => new Set(items).size === items.length;

const signInMethod = z
  .string()
  .check(
    z.refine(
      (method) =>
        (BUILT_IN_SIGN_IN_METHODS as readonly string[]).includes(method) ||
        /^(oidc|saml)\.[a-z0-9][a-z0-9-]{0,39}$/.test(method),
      messages.signInMethodInvalid,
    ),
  );

/** A DNS name of two or more labels, lower case: what follows the '@' of a college address. */
const domainName = z
  .string()
  .check(
    z.trim(),
    z.toLowerCase(),
    z.regex(/^(?=.{3,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, messages.domainInvalid),
  );

const bookingSection = z
  .strictObject({
    maxOpenPerTeacher: wholeNumber(1, 50),
    maxOpenTotal: wholeNumber(1, 200),
    minNoticeMinutes: wholeNumber(0, 7 * 24 * 60),
    maxDaysAhead: wholeNumber(1, 365),
    cancelCutoffMinutes: wholeNumber(0, 7 * 24 * 60),
    defaultSessionMinutes: z
      .int({ error: messages.sessionLength })
      .check(
        z.refine(
          (minutes) => (SESSION_LENGTH_OPTIONS as readonly number[]).includes(minutes),
          messages.sessionLength,
        ),
      ),
    reminderHoursBefore: z
      .array(wholeNumber(1, 7 * 24))
      .check(
        z.maxLength(MAX_REMINDERS, messages.remindersAtMost(MAX_REMINDERS)),
        z.refine(distinct, messages.reminderHoursDistinct),
      ),
  })
  .check(
    z.refine((booking) => booking.maxOpenPerTeacher <= booking.maxOpenTotal, {
      error: messages.perTeacherAboveTotal,
      path: ['maxOpenPerTeacher'],
    }),
    z.refine((booking) => booking.maxDaysAhead * 24 * 60 > booking.minNoticeMinutes, {
      error: messages.horizonBelowNotice,
      path: ['maxDaysAhead'],
    }),
  );

const signInSection = z.strictObject({
  methods: z
    .array(signInMethod)
    .check(z.minLength(1, messages.signInMethodRequired), z.refine(distinct, messages.signInMethodsDistinct)),
  allowedDomains: z
    .array(domainName)
    .check(
      z.maxLength(MAX_DOMAINS, messages.domainsAtMost(MAX_DOMAINS)),
      z.refine(distinct, messages.domainsDistinct),
    ),
});

const registrationSection = z.strictObject({
  selfRegistration: z.enum(SELF_REGISTRATION_MODES, { error: messages.selfRegistrationInvalid }),
  autoApproval: z.enum(AUTO_APPROVAL_MODES, { error: messages.autoApprovalInvalid }),
});

const registrationLimitsSection = z
  .strictObject({
    perAddressPerMinute: wholeNumber(1, 10_000),
    perAddressPerHour: wholeNumber(1, 100_000),
  })
  .check(
    z.refine((limits) => limits.perAddressPerHour >= limits.perAddressPerMinute, {
      error: messages.hourBelowMinute,
      path: ['perAddressPerHour'],
    }),
  );

const noShowSection = z.strictObject({
  enabled: z.boolean({ error: messages.onOff }),
  threshold: wholeNumber(1, 50),
  windowDays: wholeNumber(1, 365),
  pauseDays: wholeNumber(1, 365),
});

const waitlistSection = z.strictObject({
  /** How long a freed seat is held for the student offered it. */
  offerMinutes: wholeNumber(5, 24 * 60),
});

export interface CollegeSettings {
  signIn: { methods: string[]; allowedDomains: string[] };
  registration: {
    selfRegistration: (typeof SELF_REGISTRATION_MODES)[number];
    autoApproval: (typeof AUTO_APPROVAL_MODES)[number];
  };
  booking: BookingPolicy;
  registrationLimits: { perAddressPerMinute: number; perAddressPerHour: number };
  noShow: NoShowPolicy;
  waitlist: { offerMinutes: number };
}

/** Today's rules: the product contract's numbers, password sign-in, open registration, admin approval. */
export function defaultCollegeSettings(): CollegeSettings {
  return {
    signIn: { methods: ['password'], allowedDomains: [] },
    registration: { selfRegistration: 'open', autoApproval: 'never' },
    booking: {
      ...DEFAULT_BOOKING_POLICY,
      reminderHoursBefore: [...DEFAULT_BOOKING_POLICY.reminderHoursBefore],
    },
    registrationLimits: { perAddressPerMinute: 20, perAddressPerHour: 200 },
    noShow: { ...DEFAULT_NO_SHOW_POLICY },
    waitlist: { offerMinutes: DEFAULT_WAITLIST_OFFER_MINUTES },
  };
}

const usesCollegeDomains = (settings: CollegeSettings) =>
  settings.registration.selfRegistration === 'collegeDomains' ||
  settings.registration.autoApproval === 'collegeDomains';

/** The whole settings document: every section, every value; a rule naming the college domains needs some. */
export const collegeSettingsDocument = z
  .strictObject({
    signIn: signInSection,
    registration: registrationSection,
    booking: bookingSection,
    registrationLimits: registrationLimitsSection,
    noShow: noShowSection,
    waitlist: waitlistSection,
  })
  .check(
    z.refine((settings) => !usesCollegeDomains(settings) || settings.signIn.allowedDomains.length > 0, {
      error: messages.domainsNeeded,
      path: ['signIn', 'allowedDomains'],
    }),
  );

type Plain = Record<string, unknown>;
const isPlainObject = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A change laid over the settings: objects merge key by key, anything else (numbers, texts, lists)
 * replaces. The result is checked whole by `collegeSettingsDocument`, so a change may send any part.
 */
export function mergeSettingsChange(current: CollegeSettings, change: unknown): unknown {
  const merge = (base: unknown, over: unknown): unknown => {
    if (!isPlainObject(base) || !isPlainObject(over)) return over;
    const merged: Plain = { ...base };
    for (const [key, value] of Object.entries(over)) merged[key] = merge(base[key], value);
    return merged;
  };
  return merge(current, change);
}

/**
 * The stored document as the server applies it: each section that does not pass its check (missing, or
 * written by an older version) reads as its default, so one bad value never stops bookings.
 */
export function readCollegeSettings(data: unknown): CollegeSettings {
  const defaults = defaultCollegeSettings();
  if (!isPlainObject(data)) return defaults;
  const merged = mergeSettingsChange(defaults, data) as Plain;
  const whole = z.safeParse(collegeSettingsDocument, merged);
  if (whole.success) return whole.data as CollegeSettings;
  const sections = {
    signIn: signInSection,
    registration: registrationSection,
    booking: bookingSection,
    registrationLimits: registrationLimitsSection,
    noShow: noShowSection,
    waitlist: waitlistSection,
  } as const;
  const read = { ...defaults } as Plain;
  for (const [name, schema] of Object.entries(sections)) {
    const section = z.safeParse(schema, merged[name]);
    if (section.success) read[name] = section.data;
  }
  return read as unknown as CollegeSettings;
}

export type SettingsCheck =
  | { success: true; data: CollegeSettings }
  | ({ success: false } & ValidationErrors);

/**
 * Whether `value` is a whole, valid settings document; the field messages are keyed by their dotted path
 * ('booking.minNoticeMinutes'), as the API's 400 and the settings form show them.
 */
export function checkCollegeSettings(value: unknown): SettingsCheck {
  if (!isPlainObject(value)) return { success: false, message: messages.notAnObject, errors: {} };
  const result = z.safeParse(collegeSettingsDocument, value);
  if (result.success) return { success: true, data: result.data as CollegeSettings };
  const { message, errors } = validationErrors(result.error);
  // A key the document does not have is named itself, not its parent object.
  for (const issue of result.error.issues) {
    if (issue.code !== 'unrecognized_keys') continue;
    for (const key of issue.keys)
      errors[[...issue.path, key].map(String).join('.')] ??= messages.unknownField;
  }
  return { success: false, message, errors };
}

/** The domain of an address, lower case: what follows its last '@'. */
const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

/** Whether `email` belongs to one of the college's domains (a subdomain of one counts). */
export function isCollegeAddress(settings: Pick<CollegeSettings, 'signIn'>, email: string): boolean {
  const domain = domainOf(email);
  return settings.signIn.allowedDomains.some(
    (allowed) => domain === allowed || domain.endsWith(`.${allowed}`),
  );
}

/** Why self-registration refuses `email` under the settings, or null when it may register. */
export function registrationRefusal(
  settings: Pick<CollegeSettings, 'signIn' | 'registration'>,
  email: string,
): 'closed' | 'domain' | null {
  const mode = settings.registration.selfRegistration;
  if (mode === 'closed') return 'closed';
  if (mode === 'collegeDomains' && !isCollegeAddress(settings, email)) return 'domain';
  return null;
}
