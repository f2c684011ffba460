import {
  APPOINTMENT_STATUSES,
  appointmentRequestTexts,
  statusFilterOptionText,
  teacherStatusLabel,
} from '@appointments/domain';
import { SearchFilterBar } from '@/components/ui/search-filter-bar';
import type { StatusFilter } from '../model/filter-appointments';
import type { RequestCounts } from '../model/request-lists';

export interface AppointmentToolbarProps {
  search: string;
  onSearch(value: string): void;
  status: StatusFilter;
  onStatus(value: StatusFilter): void;
  /** A count not known yet leaves its option without one. */
  counts: RequestCounts;
}

function isStatusFilter(value: string): value is StatusFilter {
  return value === 'all' || (APPOINTMENT_STATUSES as readonly string[]).includes(value);
}

/** Search over student name, email and purpose, and the status filter with a count per status. */
export function AppointmentToolbar({ search, onSearch, status, onStatus, counts }: AppointmentToolbarProps) {
  const labelOf = (label: string, count: number | null) =>
    count === null ? label : statusFilterOptionText(label, count);
  const options = [
    { value: 'all', label: labelOf(appointmentRequestTexts.allStatuses, counts.all) },
    ...APPOINTMENT_STATUSES.map((value) => ({
      value,
      label: labelOf(teacherStatusLabel(value), counts[value]),
    })),
  ];
  return (
    <SearchFilterBar
      searchId="appointment-search"
      searchLabel={appointmentRequestTexts.searchLabel}
      searchPlaceholder={appointmentRequestTexts.searchPlaceholder}
      search={search}
      onSearch={onSearch}
      selectId="appointment-status"
      selectLabel={appointmentRequestTexts.statusFilterLabel}
      selected={status}
      options={options}
      onSelect={(value) => {
        if (isStatusFilter(value)) onStatus(value);
      }}
    />
  );
}
