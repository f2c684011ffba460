import { Input } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormField, fieldDescription } from './form-field';

interface TextInputFieldProps {
  id: string;
  name: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  type?: 'text' | 'email';
  autoComplete?: string;
}

/** A labelled one-line input whose error is announced with it and marks it invalid. */
export function TextInputField({
  id,
  name,
  label,
  value,
  onChange,
  error,
  type = 'text',
  autoComplete,
}: TextInputFieldProps) {
  return (
    <FormField id={id} label={label} error={error}>
      <Input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        bg="white"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescription(id, error)}
      />
    </FormField>
  );
}
