import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { appSystem } from '../../../test/render';
import { IstDateTimeField } from './ist-date-time-field';

// 10:40 IST on Friday 27 November 2026.
const NOW = new Date('2026-11-27T05:10:00Z');

function Field({
  onValue,
  initial = '',
  min = NOW,
}: {
  onValue(value: string): void;
  initial?: string;
  min?: Date;
}) {
  const [value, setValue] = useState(initial);
  return (
    <IstDateTimeField
      id="when"
      name="slot"
      label="Slot time"
      value={value}
      min={min}
      daysOffered={7}
      error={value === '' ? 'Pick a time' : undefined}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

const renderField = (props: Parameters<typeof Field>[0]) =>
  render(
    <ChakraProvider value={appSystem}>
      <Field {...props} />
    </ChakraProvider>,
  );

describe('IstDateTimeField', () => {
  it('offers IST days and 12-hour times, and gives the datetime-local text of the pick', async () => {
    const onValue = vi.fn();
    renderField({ onValue });
    const day = screen.getByRole('combobox', { name: 'Slot time: day' });
    expect(screen.getByRole('option', { name: 'Fri, 27 Nov 2026' })).toBeInTheDocument();
    // A day alone takes the first time still ahead on it: 10:45 today, the next quarter hour after now.
    await userEvent.selectOptions(day, '2026-11-27');
    expect(onValue).toHaveBeenLastCalledWith('2026-11-27T10:45');
    const time = screen.getByRole('combobox', { name: 'Slot time: time (IST)' });
    expect(screen.queryByRole('option', { name: '10:30 AM' })).toBeNull();
    await userEvent.selectOptions(time, '4:00 PM');
    expect(onValue).toHaveBeenLastCalledWith('2026-11-27T16:00');
    // Another day offers the whole day again.
    await userEvent.selectOptions(day, 'Sat, 28 Nov 2026');
    expect(onValue).toHaveBeenLastCalledWith('2026-11-28T16:00');
    expect(screen.getByRole('option', { name: '12:00 AM' })).toBeInTheDocument();
    expect(document.querySelector<HTMLInputElement>('input[name="slot"]')?.value).toBe('2026-11-28T16:00');
  });

  it('does not offer a quarter hour that passed seconds ago', async () => {
    const onValue = vi.fn();
    // 10:45:30 IST: 10:45 has passed, so the first time offered is 11:00.
    renderField({ onValue, min: new Date('2026-11-27T05:15:30Z') });
    expect(screen.queryByRole('option', { name: '10:45 AM' })).toBeNull();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Slot time: day' }), '2026-11-27');
    expect(onValue).toHaveBeenLastCalledWith('2026-11-27T11:00');
  });

  it('shows a value set from outside (a quick-add button) and ties its error to both selects', () => {
    renderField({ onValue: vi.fn(), initial: '2026-11-28T09:00' });
    expect(screen.getByRole('combobox', { name: 'Slot time: day' })).toHaveValue('2026-11-28');
    expect(screen.getByRole('combobox', { name: 'Slot time: time (IST)' })).toHaveValue('09:00');
    expect(screen.getByRole('group', { name: 'Slot time' })).toBeInTheDocument();
  });

  it('marks both selects invalid with the error when empty', () => {
    renderField({ onValue: vi.fn() });
    for (const select of screen.getAllByRole('combobox')) {
      expect(select).toHaveAttribute('aria-invalid', 'true');
      expect(select).toHaveAccessibleDescription('Pick a time');
    }
  });
});
