import {
  bookingModalTexts,
  IST_ZONE_LABEL,
  localEquivalentText,
  toKolkataInputValue,
} from '@appointments/domain';
import { Input, Text } from '@chakra-ui/react';
import { FormField, fieldDescription } from '@/components/ui/form-field';

interface CustomTimeFieldProps {
  value: string;
  now: Date;
  error?: string | undefined;
  onChange(value: string): void;
}

/**
 * The preferred time as a datetime-local value. Its minimum is "now" on the IST wall clock, not the
 * browser's, since the value is read as IST when sent.
 */
export function CustomTimeField({ value, now, error, onChange }: CustomTimeFieldProps) {
  // The picker works in India's time; a student elsewhere also sees the picked time on their own clock.
  const equivalent = localEquivalentText(value, Intl.DateTimeFormat().resolvedOptions().timeZone);
  return (
    <FormField
      id="booking-datetime"
      label={bookingModalTexts.preferredDateTime}
      error={error}
      hint={
        <>
          <Text color="gray.800" fontWeight="medium">
            {IST_ZONE_LABEL}
          </Text>
          {equivalent && <Text color="gray.800">{equivalent}</Text>}
          <Text color="gray.700">{bookingModalTexts.customNote}</Text>
        </>
      }
    >
      <Input
        id="booking-datetime"
        name="dateTime"
        type="datetime-local"
        bg="white"
        min={toKolkataInputValue(now)}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescription('booking-datetime', error, true)}
      />
    </FormField>
  );
}
