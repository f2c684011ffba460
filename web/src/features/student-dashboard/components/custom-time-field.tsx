import { bookingModalTexts, IST_ZONE_LABEL, localEquivalentText } from '@appointments/domain';
import { Text } from '@chakra-ui/react';
import { IstDateTimeField } from '@/components/ui/ist-date-time-field';

interface CustomTimeFieldProps {
  value: string;
  now: Date;
  error?: string | undefined;
  onChange(value: string): void;
}

/**
 * The preferred time in the IST date-time field; its value is the datetime-local text read as IST when sent,
 * and nothing before "now" on India's clock is offered.
 */
export function CustomTimeField({ value, now, error, onChange }: CustomTimeFieldProps) {
  // The picker works in India's time; a student elsewhere also sees the picked time on their own clock.
  const equivalent = localEquivalentText(value, Intl.DateTimeFormat().resolvedOptions().timeZone);
  return (
    <IstDateTimeField
      id="booking-datetime"
      name="dateTime"
      label={bookingModalTexts.preferredDateTime}
      value={value}
      onChange={onChange}
      min={now}
      error={error}
      hint={
        <>
          <Text color="ink" fontWeight="medium">
            {IST_ZONE_LABEL}
          </Text>
          {equivalent && <Text color="ink">{equivalent}</Text>}
          <Text color="ink.muted">{bookingModalTexts.customNote}</Text>
        </>
      }
    />
  );
}
