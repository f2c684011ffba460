import { Box, chakra, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface FormFieldProps {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  /** Extra guidance under the field; announced with it. */
  hint?: ReactNode;
  children: ReactNode;
}

/** Ids the input must carry so its label, hint and error are read with it. */
export function fieldDescription(id: string, error?: string, hasHint = false): string | undefined {
  const ids = [hasHint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** A labelled field with its hint and error text (the input itself is the child). */
export function FormField({ id, label, error, hint, children }: FormFieldProps) {
  return (
    <Box>
      <chakra.label htmlFor={id} display="block" fontWeight="medium" mb="1" color="gray.800">
        {label}
      </chakra.label>
      {children}
      {hint && (
        <Box id={`${id}-hint`} mt="1" fontSize="sm" aria-live="polite">
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
