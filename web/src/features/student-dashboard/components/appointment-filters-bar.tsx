import { myAppointmentsTexts, type StatusCounts, statusLabel } from '@appointments/domain';
import { FilterSelect, SearchFilterBar } from '@/components/ui/search-filter-bar';
import {
  ALL_TEACHERS,
  STATUS_FILTERS,
  type StatusFilter,
  type TeacherChoice,
} from '../model/appointment-filters';

interface AppointmentFiltersBarProps {
  search: string;
  status: StatusFilter;
  counts: StatusCounts;
  teacherId: string;
  teachers: readonly TeacherChoice[];
  onSearch(value: string): void;
  onStatus(value: StatusFilter): void;
  onTeacher(teacherId: string): void;
}

function isStatusFilter(value: string): value is StatusFilter {
  return (STATUS_FILTERS as readonly string[]).includes(value);
}

export function AppointmentFiltersBar({
  search,
  status,
  counts,
  teacherId,
  teachers,
  onSearch,
  onStatus,
  onTeacher,
}: AppointmentFiltersBarProps) {
  const options = STATUS_FILTERS.map((filter) => ({
    value: filter,
    label: myAppointmentsTexts.statusOption(
      filter === 'all' ? myAppointmentsTexts.allStatus : statusLabel(filter),
      counts[filter],
    ),
  }));
  const total = teachers.reduce((sum, teacher) => sum + teacher.count, 0);
  const teacherOptions = [
    { value: ALL_TEACHERS, label: myAppointmentsTexts.statusOption(myAppointmentsTexts.allTeachers, total) },
    ...teachers.map((teacher) => ({
      value: teacher.teacherId,
      label: myAppointmentsTexts.statusOption(teacher.name, teacher.count),
    })),
  ];
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
      // One teacher's sessions (their history with the student); only worth a filter with two or more.
      moreFilters={
        teachers.length > 1 ? (
          <FilterSelect
            id="appointment-teacher"
            label={myAppointmentsTexts.teacherLabel}
            selected={teacherId}
            options={teacherOptions}
            onSelect={onTeacher}
          />
        ) : undefined
      }
    />
  );
}
