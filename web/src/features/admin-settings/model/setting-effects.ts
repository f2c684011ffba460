// Each setting's effect in words, from what its input holds now: the admin reads what a value does
// before saving it. A value the schema would refuse has no effect to show (its message shows instead).
import { type AutoApprovalMode, collegeSettingsTexts, type SelfRegistrationMode } from '@appointments/domain';
import type { SettingField, SettingsForm } from './settings-form';

const effects = collegeSettingsTexts.effects;

const wholeNumber = (text: string): number | null => (/^\s*\d+\s*$/.test(text) ? Number(text) : null);
const list = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

const numberEffects: Partial<Record<SettingField, (value: number) => string>> = {
  'booking.maxOpenPerTeacher': effects.maxOpenPerTeacher,
  'booking.maxOpenTotal': effects.maxOpenTotal,
  'booking.minNoticeMinutes': effects.minNoticeMinutes,
  'booking.maxDaysAhead': effects.maxDaysAhead,
  'booking.cancelCutoffMinutes': effects.cancelCutoffMinutes,
  'booking.defaultSessionMinutes': effects.defaultSessionMinutes,
  'registrationLimits.perAddressPerMinute': effects.perAddressPerMinute,
  'registrationLimits.perAddressPerHour': effects.perAddressPerHour,
  'waitlist.offerMinutes': effects.offerMinutes,
};

export function effectOf(field: SettingField, form: SettingsForm): string | null {
  const text = form[field];
  const numberEffect = numberEffects[field];
  if (numberEffect) {
    const value = wholeNumber(text);
    return value === null ? null : numberEffect(value);
  }
  switch (field) {
    case 'booking.reminderHoursBefore': {
      const hours = list(text).map(wholeNumber);
      return hours.every((hour): hour is number => hour !== null && hour > 0)
        ? effects.reminderHoursBefore([...hours].sort((a, b) => b - a))
        : null;
    }
    case 'signIn.methods':
      return effects.methods(list(text));
    case 'signIn.allowedDomains':
      return effects.allowedDomains(list(text));
    case 'registration.selfRegistration':
      return effects.selfRegistration(text as SelfRegistrationMode) ?? null;
    case 'registration.autoApproval':
      return effects.autoApproval(text as AutoApprovalMode) ?? null;
    case 'noShow.enabled': {
      const [threshold, windowDays, pauseDays] = (
        ['noShow.threshold', 'noShow.windowDays', 'noShow.pauseDays'] as const
      ).map((part) => wholeNumber(form[part]));
      if (threshold == null || windowDays == null || pauseDays == null) return null;
      return effects.noShow({ enabled: text === 'true', threshold, windowDays, pauseDays });
    }
    default:
      return null;
  }
}
