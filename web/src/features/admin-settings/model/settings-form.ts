// The settings form's model: every setting as the text its input holds, turned back into a settings
// document for the domain's schema (the server checks the same schema, so a message shown here is the
// message a save would answer).
import {
  type AutoApprovalMode,
  type CollegeSettings,
  checkCollegeSettings,
  type SelfRegistrationMode,
} from '@appointments/domain';

export const NUMBER_FIELDS = [
  'booking.maxOpenPerTeacher',
  'booking.maxOpenTotal',
  'booking.minNoticeMinutes',
  'booking.maxDaysAhead',
  'booking.cancelCutoffMinutes',
  'booking.defaultSessionMinutes',
  'registrationLimits.perAddressPerMinute',
  'registrationLimits.perAddressPerHour',
  'noShow.threshold',
  'noShow.windowDays',
  'noShow.pauseDays',
  'waitlist.offerMinutes',
] as const;
export const LIST_FIELDS = [
  'booking.reminderHoursBefore',
  'signIn.methods',
  'signIn.allowedDomains',
] as const;
export const CHOICE_FIELDS = [
  'registration.selfRegistration',
  'registration.autoApproval',
  'noShow.enabled',
] as const;

export type NumberField = (typeof NUMBER_FIELDS)[number];
export type ListField = (typeof LIST_FIELDS)[number];
export type ChoiceField = (typeof CHOICE_FIELDS)[number];
export type SettingField = NumberField | ListField | ChoiceField;

export type SettingsForm = Record<SettingField, string>;

const ALL_FIELDS: readonly SettingField[] = [...NUMBER_FIELDS, ...LIST_FIELDS, ...CHOICE_FIELDS];

function valueAt(settings: CollegeSettings, path: SettingField): unknown {
  const [section, key] = path.split('.') as [keyof CollegeSettings, string];
  return (settings[section] as Record<string, unknown>)[key];
}

export function formOf(settings: CollegeSettings): SettingsForm {
  const form = {} as SettingsForm;
  for (const field of ALL_FIELDS) {
    const value = valueAt(settings, field);
    form[field] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return form;
}

/** A number typed as one; anything else stays text, so the schema answers with its own message. */
const numberOrText = (text: string): number | string =>
  /^\s*-?\d+(\.\d+)?\s*$/.test(text) ? Number(text) : text.trim();

const items = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

/** The settings document the form describes (not yet checked). */
export function settingsOf(form: SettingsForm): unknown {
  const document: Record<string, Record<string, unknown>> = {
    signIn: {},
    registration: {},
    booking: {},
    registrationLimits: {},
    noShow: {},
    waitlist: {},
  };
  const put = (path: SettingField, value: unknown) => {
    const [section, key] = path.split('.') as [string, string];
    (document[section] as Record<string, unknown>)[key] = value;
  };
  for (const field of NUMBER_FIELDS) put(field, numberOrText(form[field]));
  put('booking.reminderHoursBefore', items(form['booking.reminderHoursBefore']).map(numberOrText));
  put('signIn.methods', items(form['signIn.methods']));
  put('signIn.allowedDomains', items(form['signIn.allowedDomains']));
  put('registration.selfRegistration', form['registration.selfRegistration'] as SelfRegistrationMode);
  put('registration.autoApproval', form['registration.autoApproval'] as AutoApprovalMode);
  // An on/off choice: its select holds 'true' or 'false'.
  put('noShow.enabled', form['noShow.enabled'] === 'true');
  return document;
}

/**
 * Field messages keyed by the form's fields: a message about one item of a list ('signIn.methods.0') is the
 * list's message.
 */
export function fieldErrorsOf(errors: Record<string, string>): Partial<Record<SettingField, string>> {
  const byField: Partial<Record<SettingField, string>> = {};
  for (const [path, message] of Object.entries(errors)) {
    const field = ALL_FIELDS.find((candidate) => path === candidate || path.startsWith(`${candidate}.`));
    if (field) byField[field] ??= message;
  }
  return byField;
}

export type FormCheck =
  | { valid: true; settings: CollegeSettings }
  | { valid: false; errors: Partial<Record<SettingField, string>> };

export function checkForm(form: SettingsForm): FormCheck {
  const checked = checkCollegeSettings(settingsOf(form));
  return checked.success
    ? { valid: true, settings: checked.data }
    : { valid: false, errors: fieldErrorsOf(checked.errors) };
}
