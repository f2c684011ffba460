import { myAppointmentsTexts, type StatusCounts, statusLabel } from '@appointments/domain';
import { SearchFilterBar } from '@/components/ui/search-filter-bar';
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
  const options = STATUS_FILTERS.map((filter) => ({
    value: filter,
    label: myAppointmentsTexts.statusOption(
      filter === 'all' ? myAppointmentsTexts.allStatus : statusLabel(filter),
      counts[filter],
    ),
  }));
  return (
    <SearchFilterBar
      searchId="appointment-search"
      searchLabel={myAppointmentsTexts.searchLabel}
      searchPlaceholder={myAppointmentsTexts.searchPlaceholder}
      search={search}
      onSearch={onSearch}
      selectId="appointment-status"
      selectLabel={myAppointmentsTexts.statusLabel}
      selected={status}
      options={options}
      onSelect={(value) => {
        if (isStatusFilter(value)) onStatus(value);
      }}
    />
  );
}
