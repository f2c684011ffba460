// The range (IST days) and, for the admin, the department the figures are for. A named period or a department
// applies as soon as it is chosen; a custom range applies on Show, once both ends are picked.
import {
  CUSTOM_RANGE,
  type DayRange,
  insightsErrors,
  istDayKey,
  presetOf,
  rangeInWords,
  rangeMonthChoices,
  rangePresets,
  rangeProblem,
  insightsTexts as texts,
} from '@appointments/domain';
import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useMemo, useState } from 'react';
import { ChoiceSelect } from '@/components/ui/choice-select';
import { FormField } from '@/components/ui/form-field';
import { RangeEndField } from './range-end-field';

export interface RangeChoice extends DayRange {
  department: string;
}

const problemText = (range: DayRange): string | null => {
  const problem = rangeProblem(range);
  if (problem === 'reversed') return insightsErrors.reversed;
  if (problem === 'tooLong') return insightsErrors.tooLong;
  return problem ? insightsErrors.badRange : null;
};

export function RangeForm({
  value,
  departments,
  onChange,
}: {
  value: RangeChoice;
  /** The department names to choose from; none for a teacher's own figures. */
  departments?: string[];
  onChange: (choice: RangeChoice) => void;
}) {
  const today = istDayKey(new Date());
  const presets = useMemo(() => rangePresets(today), [today]);
  const months = useMemo(() => rangeMonthChoices(today), [today]);
  const [period, setPeriod] = useState<string>(() => presetOf(value, today));
  const [draft, setDraft] = useState<DayRange>({ from: value.from, to: value.to });
  const [error, setError] = useState<string | null>(null);

  const choosePeriod = (next: string) => {
    setPeriod(next);
    setError(null);
    const preset = presets.find((entry) => entry.id === next);
    if (preset) onChange({ ...preset.range, department: value.department });
    else setDraft({ from: value.from, to: value.to });
  };
  const changeEnd = (end: keyof DayRange) => (day: string) => {
    setDraft({ ...draft, [end]: day });
    setError(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = problemText(draft);
    setError(problem);
    if (!problem) onChange({ ...draft, department: value.department });
  };

  const periodChoices = [
    ...presets.map((preset) => ({ value: preset.id, label: preset.label })),
    { value: CUSTOM_RANGE, label: texts.customRange },
  ];
  return (
    <Stack
      as="form"
      gap="3"
      onSubmit={submit}
      aria-label={texts.show}
      css={{ '@media print': { display: 'none' } }}
    >
      <Flex gap="3" wrap="wrap" align="end">
        <Box flex="1 1 18rem" maxW="md">
          <FormField id="insights-period" label={texts.period}>
            <ChoiceSelect
              id="insights-period"
              value={period}
              choices={periodChoices}
              onChange={choosePeriod}
            />
          </FormField>
        </Box>
        {departments && (
          <Box flex="1 1 14rem" maxW="xs">
            <FormField id="insights-department" label={texts.department}>
              <ChoiceSelect
                id="insights-department"
                value={value.department}
                choices={[
                  { value: '', label: texts.allDepartments },
                  ...departments.map((name) => ({ value: name, label: name })),
                ]}
                onChange={(department) => onChange({ ...value, department })}
              />
            </FormField>
          </Box>
        )}
      </Flex>
      {period === CUSTOM_RANGE && (
        <Flex gap="3" wrap="wrap" align="end">
          <RangeEndField
            id="insights-from"
            label={texts.from}
            day={draft.from}
            months={months}
            invalid={error !== null}
            onChange={changeEnd('from')}
          />
          <RangeEndField
            id="insights-to"
            label={texts.to}
            day={draft.to}
            months={months}
            invalid={error !== null}
            onChange={changeEnd('to')}
          />
          <Button type="submit" colorPalette="blue">
            {texts.show}
          </Button>
        </Flex>
      )}
      {error && (
        <Text role="alert" fontSize="sm" color="red.700">
          {error}
        </Text>
      )}
      <Text fontSize="sm" color="ink.muted" aria-live="polite">
        {texts.showing(rangeInWords(value))}
      </Text>
    </Stack>
  );
}
