// The range (IST days) and, for the admin, the department the figures are for; applied on Show.
import { type DayRange, insightsTexts as texts } from '@appointments/domain';
import { Button, chakra, Flex, Input } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { FormField } from '@/components/ui/form-field';

export interface RangeChoice extends DayRange {
  department: string;
}

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
  const [draft, setDraft] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange(draft);
  };
  return (
    <Flex
      as="form"
      onSubmit={submit}
      gap="3"
      wrap="wrap"
      align="end"
      css={{ '@media print': { display: 'none' } }}
      aria-label={texts.show}
    >
      <FormField id="insights-from" label={texts.from}>
        <Input
          id="insights-from"
          type="date"
          value={draft.from}
          onChange={(event) => setDraft({ ...draft, from: event.target.value })}
        />
      </FormField>
      <FormField id="insights-to" label={texts.to}>
        <Input
          id="insights-to"
          type="date"
          value={draft.to}
          onChange={(event) => setDraft({ ...draft, to: event.target.value })}
        />
      </FormField>
      {departments && (
        <FormField id="insights-department" label={texts.department}>
          <chakra.select
            id="insights-department"
            h="10"
            px="3"
            bg="white"
            color="gray.900"
            borderWidth="1px"
            borderColor="gray.300"
            rounded="md"
            value={draft.department}
            onChange={(event) => setDraft({ ...draft, department: event.target.value })}
          >
            <option value="">{texts.allDepartments}</option>
            {departments.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </chakra.select>
        </FormField>
      )}
      <Button type="submit" variant="solid">
        {texts.show}
      </Button>
    </Flex>
  );
}
