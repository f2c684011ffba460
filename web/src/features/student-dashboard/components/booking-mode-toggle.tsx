import { bookingModalTexts } from '@appointments/domain';
import { Button, Group } from '@chakra-ui/react';
import type { BookingMode } from '../model/booking-input';

/** Preset slot or custom time; only offered when the teacher has slots to choose from. */
export function BookingModeToggle({
  mode,
  onChange,
}: {
  mode: BookingMode;
  onChange(mode: BookingMode): void;
}) {
  const options = [
    { value: 'slot', label: bookingModalTexts.availableSlots },
    { value: 'custom', label: bookingModalTexts.customRequest },
  ] as const;
  return (
    <Group attached role="group" aria-label={bookingModalTexts.modeLabel} mb="4">
      {options.map(({ value, label }) => (
        <Button
          key={value}
          size="sm"
          variant={mode === value ? 'solid' : 'outline'}
          colorPalette="blue"
          // The chosen mode is still under the pointer after the click: the palette's hover shade is too
          // light for white text (AA), so the solid one is darker.
          {...(mode === value && { bg: 'blue.700', _hover: { bg: 'blue.800' } })}
          aria-pressed={mode === value}
          onClick={() => onChange(value)}
        >
          {label}
        </Button>
      ))}
    </Group>
  );
}
