import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormField } from '@/components/ui/form-field';

interface NativeSelectProps {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  children: ReactNode;
}

/** The theme's input look, for native selects (the theme carries no select recipe). */
export const selectStyles = {
  w: 'full',
  h: '10',
  px: '3',
  bg: 'white',
  color: 'gray.900',
  borderWidth: '1px',
  borderColor: 'gray.300',
  rounded: 'md',
} as const satisfies HTMLChakraProps<'select'>;

/** A labelled native select styled like the theme's inputs (the theme carries no select recipe). */
export function NativeSelect({ id, label, value, onChange, children }: NativeSelectProps) {
  return (
    <FormField id={id} label={label}>
      <chakra.select
        id={id}
        {...selectStyles}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {children}
      </chakra.select>
    </FormField>
  );
}
