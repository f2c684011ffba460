import { chakra, Input, SimpleGrid } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormField } from './form-field';
import { nativeFieldStyles } from './native-field-styles';

export interface FilterOption {
  value: string;
  label: string;
}

interface FilterSelectProps {
  id: string;
  label: string;
  selected: string;
  options: readonly FilterOption[];
  onSelect(value: string): void;
}

/** One labelled filter of a list (status, department, teacher): a native select, which phones render best. */
export function FilterSelect({ id, label, selected, options, onSelect }: FilterSelectProps) {
  return (
    <FormField id={id} label={label}>
      <chakra.select
        id={id}
        css={nativeFieldStyles}
        value={selected}
        onChange={(event) => onSelect(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </chakra.select>
    </FormField>
  );
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
  /** A further `FilterSelect` beside the first, when the list has one. */
  moreFilters?: ReactNode;
}

/** A list's search box beside its filter selects (status or department, and more), stacked on phones. */
export function SearchFilterBar(props: SearchFilterBarProps) {
  return (
    <SimpleGrid columns={{ base: 1, md: props.moreFilters ? 3 : 2 }} gap="4" mb="4">
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
      <FilterSelect
        id={props.selectId}
        label={props.selectLabel}
        selected={props.selected}
        options={props.options}
        onSelect={props.onSelect}
      />
      {props.moreFilters}
    </SimpleGrid>
  );
}
