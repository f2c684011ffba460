// Drives the IST date-time field (web/src/components/ui/ist-date-time-field.tsx) in a real browser: a day
// select and a 12-hour time select on India's clock.
import {
  IST_TIME_STEP_MINUTES,
  istFieldNames,
  splitIstValue,
  toKolkataInputValue,
} from '@appointments/domain';
import type { Locator, Page } from 'playwright-core';

type Scope = Locator | Page;

const daySelect = (scope: Scope, label: string) =>
  scope.getByRole('combobox', { name: istFieldNames.day(label), exact: true });
const timeSelect = (scope: Scope, label: string) =>
  scope.getByRole('combobox', { name: istFieldNames.time(label), exact: true });

/** Picks the IST wall-clock value 'yyyy-MM-ddTHH:mm' (a day and time the field offers), or clears it with ''. */
export async function pickIstDateTime(scope: Scope, label: string, value: string): Promise<void> {
  const { date, time } = splitIstValue(value);
  await daySelect(scope, label).selectOption(date);
  if (date !== '') await timeSelect(scope, label).selectOption(time);
}

/** Picks `instant` (on the field's quarter-hour steps) as India's wall clock. */
export function pickIstInstant(scope: Scope, label: string, instant: Date): Promise<void> {
  return pickIstDateTime(scope, label, toKolkataInputValue(instant));
}

/** The field's value as its form sends it. */
export async function istDateTimeValue(scope: Scope, label: string): Promise<string> {
  const day = await daySelect(scope, label).inputValue();
  return day === '' ? '' : `${day}T${await timeSelect(scope, label).inputValue()}`;
}

/** Waits for the field to show. */
export function istFieldShown(scope: Scope, label: string): Promise<void> {
  return daySelect(scope, label).waitFor();
}

/** The first quarter hour at or after `hours` from now: a time the field offers. */
export function quarterHourFromNow(hours: number): Date {
  return quarterHourAfter(Date.now() + hours * 3_600_000);
}

/** The first quarter hour at or after `instant` (ms). */
export function quarterHourAfter(instant: number): Date {
  const step = IST_TIME_STEP_MINUTES * 60_000;
  return new Date(Math.ceil(instant / step) * step);
}
