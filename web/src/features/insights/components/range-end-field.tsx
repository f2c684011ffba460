// One end of a custom insights range: a month ('Nov 2026') and a day of it ('Fri 27'), on India's calendar.
import { type IstChoice, rangeDayChoices, sameDayIn, insightsTexts as texts } from '@appointments/domain';
import { Box, chakra, Flex } from '@chakra-ui/react';
import { useMemo } from 'react';
import { ChoiceSelect } from '@/components/ui/choice-select';

export function RangeEndField({
  id,
  label,
  day,
  months,
  invalid,
  onChange,
}: {
  id: string;
  label: string;
  /** The chosen IST day, `YYYY-MM-DD`. */
  day: string;
  months: readonly IstChoice[];
  invalid: boolean;
  onChange(day: string): void;
}) {
  const month = day.slice(0, 7);
  const days = useMemo(() => rangeDayChoices(month), [month]);
  // A month outside the list (a range chosen long ago) is still shown as chosen.
  const monthChoices = months.some((choice) => choice.value === month)
    ? months
    : [{ value: month, label: month }, ...months];
  return (
    <Box role="group" aria-labelledby={`${id}-label`} flex="1" minW="56">
      <chakra.span id={`${id}-label`} display="block" fontWeight="medium" mb="1" color="ink">
        {label}
      </chakra.span>
      <Flex gap="2">
        <ChoiceSelect
          id={id}
          aria-label={texts.rangeMonth(label)}
          aria-invalid={invalid || undefined}
          value={month}
          choices={monthChoices}
          onChange={(next) => onChange(sameDayIn(day, next))}
          flex="3"
        />
        <ChoiceSelect
          id={`${id}-day`}
          aria-label={texts.rangeDay(label)}
          aria-invalid={invalid || undefined}
          value={day}
          choices={days}
          onChange={onChange}
          flex="2"
        />
      </Flex>
    </Box>
  );
}
