import { Input } from '@chakra-ui/react';
import { FormField } from '@/components/ui/form-field';

interface SearchFieldProps {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange(value: string): void;
}

export function SearchField({ id, label, placeholder, value, onChange }: SearchFieldProps) {
  return (
    <FormField id={id} label={label}>
      <Input
        id={id}
        type="search"
        bg="white"
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormField>
  );
}
