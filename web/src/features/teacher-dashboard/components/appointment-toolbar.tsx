import {
  APPOINTMENT_STATUSES,
  appointmentRequestTexts,
  type StatusCounts,
  statusFilterOptionText,
  teacherStatusLabel,
} from '@appointments/domain';
import { chakra, Input, SimpleGrid } from '@chakra-ui/react';
import { FormField } from '@/components/ui/form-field';
import type { StatusFilter } from '../model/filter-appointments';

export interface AppointmentToolbarProps {
  search: string;
  onSearch(value: string): void;
  status: StatusFilter;
  onStatus(value: StatusFilter): void;
  counts: StatusCounts;
}

function isStatusFilter(value: string): value is StatusFilter {
  return value === 'all' || (APPOINTMENT_STATUSES as readonly string[]).includes(value);
}

/** Search over student name, email and purpose, and the status filter with a count per status. */
export function AppointmentToolbar({ search, onSearch, status, onStatus, counts }: AppointmentToolbarProps) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" mb="4">
      <FormField id="appointment-search" label={appointmentRequestTexts.searchLabel}>
        <Input
          id="appointment-search"
          type="search"
          bg="white"
          placeholder={appointmentRequestTexts.searchPlaceholder}
          value={search}
          onChange={(event) => onSearch(event.target.value)}
        />
      </FormField>
      <FormField id="appointment-status" label={appointmentRequestTexts.statusFilterLabel}>
        <chakra.select
          id="appointment-status"
          w="full"
          h="10"
          px="3"
          bg="white"
          borderWidth="1px"
          borderColor="gray.300"
          rounded="md"
          value={status}
          onChange={(event) => {
            if (isStatusFilter(event.target.value)) onStatus(event.target.value);
          }}
        >
          <option value="all">
            {statusFilterOptionText(appointmentRequestTexts.allStatuses, counts.all)}
          </option>
          {APPOINTMENT_STATUSES.map((value) => (
            <option key={value} value={value}>
              {statusFilterOptionText(teacherStatusLabel(value), counts[value])}
            </option>
          ))}
        </chakra.select>
      </FormField>
    </SimpleGrid>
  );
}
