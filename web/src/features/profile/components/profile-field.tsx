import { profileTexts } from '@appointments/domain';
import { Box, chakra, Input, Text } from '@chakra-ui/react';
import { FormField, fieldDescription } from '@/components/ui/form-field';
import { nativeFieldStyles } from '@/components/ui/native-field-styles';

type InputKind = 'text' | 'email' | 'tel' | 'date' | 'time' | 'number' | 'url' | 'textarea' | 'select';

export interface ProfileFieldProps<F extends string> {
  /** The payload path: the input's name and the key its error comes under. */
  field: F;
  label: string;
  editing: boolean;
  value: string;
  /** What view mode shows; the raw value when not given, 'Not provided' when empty. */
  display?: string | null;
  error?: string | undefined;
  hint?: string;
  /** Shown and announced, but never editable (the email). */
  readOnly?: boolean;
  kind?: InputKind;
  options?: ReadonlyArray<{ value: string; label: string }>;
  placeholder?: string;
  step?: string;
  min?: string;
  max?: string;
  list?: string;
  /** Spans the whole row of the field grid. */
  wide?: boolean;
  onChange(field: F, value: string): void;
}

export function fieldId(field: string): string {
  return `profile-${field.replaceAll('.', '-')}`;
}

/** One field of a profile section: a term and its value in view mode, a labelled input in edit mode. */
export function ProfileField<F extends string>(props: ProfileFieldProps<F>) {
  const { field, label, editing, value, display, error, hint, readOnly = false, wide = false } = props;
  const span = wide ? { gridColumn: '1 / -1' } : {};
  if (!editing) {
    const shown = display === undefined ? value : display;
    return (
      <Box {...span}>
        <Text as="dt" fontSize="sm" fontWeight="medium" color="gray.700">
          {label}
        </Text>
        <Box as="dd" color={shown ? 'gray.900' : 'gray.600'} whiteSpace="pre-wrap" overflowWrap="anywhere">
          {shown || profileTexts.notProvided}
          {readOnly && hint && (
            <Text fontSize="xs" color="gray.700">
              {hint}
            </Text>
          )}
        </Box>
      </Box>
    );
  }
  const id = fieldId(field);
  return (
    <Box {...span}>
      <FormField id={id} label={label} error={error} hint={hint}>
        <FieldInput
          {...props}
          id={id}
          describedBy={fieldDescription(id, error, Boolean(hint))}
          readOnly={readOnly}
        />
      </FormField>
    </Box>
  );
}

function FieldInput<F extends string>({
  id,
  describedBy,
  field,
  value,
  error,
  readOnly,
  kind = 'text',
  options = [],
  placeholder,
  step,
  min,
  max,
  list,
  onChange,
}: ProfileFieldProps<F> & { id: string; describedBy: string | undefined }) {
  const common = {
    id,
    name: field,
    value,
    'aria-describedby': describedBy,
    'aria-invalid': error ? true : undefined,
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      onChange(field, event.target.value),
  };
  if (kind === 'textarea') {
    return <chakra.textarea {...common} css={nativeFieldStyles} rows={4} placeholder={placeholder} />;
  }
  if (kind === 'select') {
    return (
      <chakra.select {...common} css={nativeFieldStyles}>
        <option value="">{placeholder ?? ''}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </chakra.select>
    );
  }
  return (
    <Input
      {...common}
      type={kind}
      bg={readOnly ? 'gray.100' : 'white'}
      readOnly={readOnly}
      placeholder={placeholder}
      step={step}
      min={min}
      max={max}
      list={list}
      inputMode={kind === 'number' && step && step !== '1' ? 'decimal' : undefined}
    />
  );
}
