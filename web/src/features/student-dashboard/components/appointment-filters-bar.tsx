import { myAppointmentsTexts, type StatusCounts, statusLabel } from '@appointments/domain';
import { chakra, Input, SimpleGrid } from '@chakra-ui/react';
import { FormField } from '@/components/ui/form-field';
import { nativeFieldStyles } from '@/components/ui/native-field-styles';
import { STATUS_FILTERS, type StatusFilter } from '../model/appointment-filters';

interface AppointmentFiltersBarProps {
  search: string;
  status: StatusFilter;
  counts: StatusCounts;
  onSearch(value: string): void;
  onStatus(value: StatusFilter): void;
}

function isStatusFilter(value: string): value is StatusFilter {
  return (STATUS_FILTERS as readonly string[]).includes(value);
}

export function AppointmentFiltersBar({
  search,
  status,
  counts,
  onSearch,
  onStatus,
}: AppointmentFiltersBarProps) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" mb="4">
      <FormField id="appointment-search" label={myAppointmentsTexts.searchLabel}>
        <Input
          id="appointment-search"
          type="search"
          bg="white"
          placeholder={myAppointmentsTexts.searchPlaceholder}
          value={search}
          onChange={(event) => onSearch(event.target.value)}
        />
      </FormField>
      <FormField id="appointment-status" label={myAppointmentsTexts.statusLabel}>
        <chakra.select
          id="appointment-status"
          css={nativeFieldStyles}
          value={status}
          onChange={(event) => {
            if (isStatusFilter(event.target.value)) onStatus(event.target.value);
          }}
        >
          {STATUS_FILTERS.map((filter) => (
            <option key={filter} value={filter}>
              {myAppointmentsTexts.statusOption(
                filter === 'all' ? myAppointmentsTexts.allStatus : statusLabel(filter),
                counts[filter],
              )}
            </option>
          ))}
        </chakra.select>
      </FormField>
    </SimpleGrid>
  );
}
