import { chakra, Input, Text } from '@chakra-ui/react';
import { FormField, fieldDescription } from '@/components/ui/form-field';
import { nativeFieldStyles } from '@/components/ui/native-field-styles';

interface SettingInputProps {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  /** The setting's effect in words for the value typed. */
  effect: string | null;
  error: string | undefined;
  /** A choice between named options instead of free text. */
  options?: Readonly<Record<string, string>>;
  inputMode?: 'numeric' | 'text';
}

/** One setting: its label, its input, what the value does, and the schema's message when it is refused. */
export function SettingInput({
  id,
  label,
  value,
  onChange,
  effect,
  error,
  options,
  inputMode,
}: SettingInputProps) {
  const describedBy = fieldDescription(id, error, effect !== null);
  return (
    <FormField
      id={id}
      label={label}
      error={error}
      hint={
        effect === null ? undefined : (
          <Text textStyle="caption" color="ink.muted">
            {effect}
          </Text>
        )
      }
    >
      {options ? (
        <chakra.select
          id={id}
          name={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          css={nativeFieldStyles}
        >
          {Object.entries(options).map(([option, optionLabel]) => (
            <option key={option} value={option}>
              {optionLabel}
            </option>
          ))}
        </chakra.select>
      ) : (
        <Input
          id={id}
          name={id}
          value={value}
          inputMode={inputMode}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
      )}
    </FormField>
  );
}
