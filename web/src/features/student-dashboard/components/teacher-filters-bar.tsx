import { findTeachersTexts } from '@appointments/domain';
import { SearchFilterBar } from '@/components/ui/search-filter-bar';
import { ALL_DEPARTMENTS, type DepartmentCount } from '../model/teacher-filters';

interface TeacherFiltersBarProps {
  search: string;
  department: string;
  departments: readonly DepartmentCount[];
  /** Every approved teacher; null until counted, so the option never reads 'All Departments (0)' meanwhile. */
  totalCount: number | null;
  onSearch(value: string): void;
  onDepartment(value: string): void;
}

export function TeacherFiltersBar({
  search,
  department,
  departments,
  totalCount,
  onSearch,
  onDepartment,
}: TeacherFiltersBarProps) {
  const options = [
    {
      value: ALL_DEPARTMENTS,
      label:
        totalCount === null
          ? findTeachersTexts.allDepartments
          : findTeachersTexts.departmentOption(findTeachersTexts.allDepartments, totalCount),
    },
    ...departments.map(({ department: name, count }) => ({
      value: name,
      label: findTeachersTexts.departmentOption(name, count),
    })),
  ];
  return (
    <SearchFilterBar
      searchId="teacher-search"
      searchLabel={findTeachersTexts.searchLabel}
      searchPlaceholder={findTeachersTexts.searchPlaceholder}
      search={search}
      onSearch={onSearch}
      selectId="teacher-department"
      selectLabel={findTeachersTexts.departmentLabel}
      selected={department}
      options={options}
      onSelect={onDepartment}
    />
  );
}
