import { chakra, Input, SimpleGrid } from '@chakra-ui/react';
import { FormField } from './form-field';
import { nativeFieldStyles } from './native-field-styles';

export interface FilterOption {
  value: string;
  label: string;
}

interface SearchFilterBarProps {
  searchId: string;
  searchLabel: string;
  searchPlaceholder: string;
  search: string;
  onSearch(value: string): void;
  selectId: string;
  selectLabel: string;
  selected: string;
  options: readonly FilterOption[];
  onSelect(value: string): void;
}

/** A list's search box beside its filter select (status or department), stacked on phones. */
export function SearchFilterBar(props: SearchFilterBarProps) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" mb="4">
      <FormField id={props.searchId} label={props.searchLabel}>
        <Input
          id={props.searchId}
          type="search"
          bg="white"
          placeholder={props.searchPlaceholder}
          value={props.search}
          onChange={(event) => props.onSearch(event.target.value)}
        />
      </FormField>
      <FormField id={props.selectId} label={props.selectLabel}>
        <chakra.select
          id={props.selectId}
          css={nativeFieldStyles}
          value={props.selected}
          onChange={(event) => props.onSelect(event.target.value)}
        >
          {props.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </chakra.select>
      </FormField>
    </SimpleGrid>
  );
}
