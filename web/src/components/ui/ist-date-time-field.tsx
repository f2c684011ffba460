import {
  IST_DAYS_OFFERED,
  istDayChoices,
  istEarliestChoice,
  istFieldNames,
  istTimeChoices,
  splitIstValue,
  toKolkataInputValue,
} from '@appointments/domain';
import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { nativeFieldStyles } from './native-field-styles';

export interface IstDateTimeFieldProps {
  /** The field's id: the day select gets it (the label points there), the time select `${id}-time`. */
  id: string;
  /** Form field name: the value is submitted under it (a hidden input), as the datetime-local input was. */
  name?: string;
  label: string;
  /** 'yyyy-MM-ddTHH:mm' on India's wall clock (as `toKolkataInputValue` makes), or '' for nothing picked. */
  value: string;
  onChange(value: string): void;
  /** The earliest instant offered (usually now): earlier days and, on that day, earlier times are left out. */
  min?: Date;
  /** How many days from `min` (or today) the day list offers. */
  daysOffered?: number;
  /** Minutes between offered times. */
  stepMinutes?: number;
  error?: string | undefined;
  /** Guidance under the field, read with it. */
  hint?: React.ReactNode;
  required?: boolean;
}

const NativeSelect = chakra('select');

/**
 * One date-time field on India's clock: a day ('Fri, 27 Nov 2026') and a time on the 12-hour clock ('4:00 PM'),
 * then 'IST', the same on every screen and whatever the browser's locale or zone (the browser's own
 * datetime-local input shows mm/dd/yyyy and a clock of its choosing). The value is the datetime-local text the
 * forms already send, so swapping it in changes no form logic.
 */
export function IstDateTimeField({
  id,
  name,
  label,
  value,
  onChange,
  min,
  daysOffered = IST_DAYS_OFFERED,
  stepMinutes,
  error,
  hint,
  required,
}: IstDateTimeFieldProps) {
  const { date, time } = splitIstValue(value);
  // The first offered time at or after `min`: on a day whose last time has passed, the next day's first.
  const earliest = min ? istEarliestChoice(min, stepMinutes) : undefined;
  const { date: minDate, time: minTime } = splitIstValue(earliest ? toKolkataInputValue(earliest) : '');
  const earliestMs = earliest?.getTime();
  const days = useMemo(
    () => istDayChoices(earliestMs === undefined ? new Date() : new Date(earliestMs), daysOffered),
    [earliestMs, daysOffered],
  );
  const dayChoices =
    date && !days.some((day) => day.value === date) ? [{ value: date, label: date }, ...days] : days;
  const times = useMemo(
    () =>
      istTimeChoices({
        // With no day chosen yet, a time picked goes to the earliest day: offer that day's times.
        earliest: minDate && (date || minDate) === minDate ? minTime : undefined,
        keep: time || undefined,
        step: stepMinutes,
      }),
    [date, minDate, minTime, time, stepMinutes],
  );
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');

  const pick = (nextDate: string, nextTime: string) => {
    if (!nextDate) return onChange('');
    // A day without a time yet takes the first one offered, so the value is always a whole date-time.
    const firstTime =
      istTimeChoices({ earliest: nextDate === minDate ? minTime : undefined, step: stepMinutes })[0]?.value ??
      '09:00';
    onChange(`${nextDate}T${nextTime || firstTime}`);
  };

  const selectProps = {
    ...nativeFieldStyles,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    required,
  } as const;

  return (
    <Box role="group" aria-labelledby={`${id}-label`}>
      <chakra.label id={`${id}-label`} htmlFor={id} display="block" fontWeight="medium" mb="1" color="ink">
        {label}
      </chakra.label>
      <Flex gap="2" align="center" wrap={{ base: 'wrap', sm: 'nowrap' }}>
        <NativeSelect
          id={id}
          aria-label={istFieldNames.day(label)}
          value={date}
          onChange={(event) => pick(event.target.value, time)}
          flex="2"
          minW="44"
          {...selectProps}
        >
          <option value="">{istFieldNames.noDay}</option>
          {dayChoices.map((day) => (
            <option key={day.value} value={day.value}>
              {day.label}
            </option>
          ))}
        </NativeSelect>
        <Flex gap="2" align="center" flex="1" minW="36">
          <NativeSelect
            id={`${id}-time`}
            aria-label={istFieldNames.time(label)}
            value={time}
            onChange={(event) => pick(date || minDate || days[0]?.value || '', event.target.value)}
            {...selectProps}
          >
            <option value="">{istFieldNames.noTime}</option>
            {times.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </NativeSelect>
          <Text as="span" fontWeight="medium" color="ink.muted" aria-hidden="true">
            IST
          </Text>
        </Flex>
      </Flex>
      {name && <input type="hidden" name={name} value={value} />}
      {hint && (
        <Box id={`${id}-hint`} mt="1" fontSize="sm" color="ink.muted" aria-live="polite">
          {hint}
        </Box>
      )}
      {error && (
        <Text id={`${id}-error`} mt="1" fontSize="sm" color="red.700">
          {error}
        </Text>
      )}
    </Box>
  );
}
