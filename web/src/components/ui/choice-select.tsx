import type { IstChoice } from '@appointments/domain';
import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import { nativeFieldStyles } from './native-field-styles';

export interface ChoiceSelectProps extends Omit<HTMLChakraProps<'select'>, 'onChange' | 'value'> {
  value: string;
  onChange(value: string): void;
  choices: readonly IstChoice[];
  /** The first, empty option ('Choose a day'); none when a value is always chosen. */
  placeholder?: string;
}

/**
 * A native select of labelled choices with the Input look: the days and 12-hour times of India's clock
 * (`istDayChoices`, `istTimeChoices`) read the same on every form and in every browser locale, where the
 * browser's own date and time inputs show mm/dd/yyyy and a clock of their choosing.
 */
export function ChoiceSelect({ value, onChange, choices, placeholder, ...rest }: ChoiceSelectProps) {
  return (
    <chakra.select
      css={nativeFieldStyles}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      {...rest}
    >
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </chakra.select>
  );
}
