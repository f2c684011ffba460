import { istFieldNames, splitIstValue } from '@appointments/domain';
import { fireEvent, screen, within } from '@testing-library/react';

// Drives the IST date-time field (components/ui/ist-date-time-field.tsx) as a person does: a day, then a time.
type Scope = Pick<typeof screen, 'getByRole'>;

export const istDaySelect = (label: string, scope: Scope = screen) =>
  scope.getByRole('combobox', { name: istFieldNames.day(label) }) as HTMLSelectElement;

export const istTimeSelect = (label: string, scope: Scope = screen) =>
  scope.getByRole('combobox', { name: istFieldNames.time(label) }) as HTMLSelectElement;

/** Picks 'yyyy-MM-ddTHH:mm' (IST); the day and time must be among the offered ones. */
export function pickIstDateTime(label: string, value: string, scope: Scope = screen): void {
  const { date, time } = splitIstValue(value);
  fireEvent.change(istDaySelect(label, scope), { target: { value: date } });
  fireEvent.change(istTimeSelect(label, scope), { target: { value: time } });
}

/** The field's value as the form sends it ('' when no day is chosen). */
export function istDateTimeValue(label: string, scope: Scope = screen): string {
  const day = istDaySelect(label, scope).value;
  return day === '' ? '' : `${day}T${istTimeSelect(label, scope).value}`;
}

/** The times offered on the chosen day, as their labels. */
export function istTimesOffered(label: string, scope: Scope = screen): string[] {
  return within(istTimeSelect(label, scope))
    .getAllByRole('option')
    .map((option) => option.textContent ?? '')
    .filter((text) => text !== istFieldNames.noTime);
}
