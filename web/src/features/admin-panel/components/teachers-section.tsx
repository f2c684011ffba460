import { filterOptionText, noTeachersFoundText, type Teacher, teacherListTexts } from '@appointments/domain';
import { useCallback, useMemo, useState } from 'react';
import { withPrivateData } from '../api/documents';
import type { PrivateDataByTeacher } from '../api/use-teacher-private-data';
import {
  ALL_DEPARTMENTS,
  departmentsPresent,
  type EmptyReason,
  filterTeachers,
  type StatusFilter,
  searchTeachers,
} from '../model/account-filters';
import { type AccountListProps, AccountListSection } from './account-list-section';
import { TeacherProfileModal } from './lazy-dialogs';
import { NativeSelect } from './native-select';
import { TeacherCard } from './teacher-card';

interface TeachersSectionProps extends Omit<AccountListProps<Teacher>, 'accounts'> {
  teachers: readonly Teacher[];
  now: Date;
  /** Phone, employee ID and last login of the teachers on screen, merged into their cards and profile. */
  privateData?: PrivateDataByTeacher;
  /** The teachers whose card or profile is on screen: those whose private part is needed. */
  onRendered?(ids: readonly string[]): void;
}

function emptyText(reason: EmptyReason, term: string): string {
  if (reason === 'none') return teacherListTexts.noTeachers;
  return reason === 'search' ? noTeachersFoundText(term) : teacherListTexts.noFilterMatches;
}

/** Block 6: every teacher, live, with search, department and status filters, export and actions. */
export function TeachersSection({ teachers, now, privateData, ...list }: TeachersSectionProps) {
  const [department, setDepartment] = useState(ALL_DEPARTMENTS);
  const departments = useMemo(() => departmentsPresent(teachers), [teachers]);
  const filter = useCallback(
    (all: readonly Teacher[], term: string, status: StatusFilter) =>
      filterTeachers(all, term, department, status),
    [department],
  );

  return (
    <AccountListSection
      kind="teacher"
      texts={teacherListTexts}
      accounts={teachers}
      filter={filter}
      search={searchTeachers}
      emptyText={emptyText}
      extraFiltersKey={department}
      extraFilters={
        <NativeSelect
          id="teacher-department"
          label={teacherListTexts.departmentLabel}
          value={department}
          onChange={setDepartment}
        >
          <option value={ALL_DEPARTMENTS}>{teacherListTexts.allDepartments}</option>
          {departments.map((name) => (
            <option key={name} value={name}>
              {filterOptionText(name, teachers.filter((t) => t.department.trim() === name).length)}
            </option>
          ))}
        </NativeSelect>
      }
      renderCard={(teacher, controls) => (
        <TeacherCard teacher={withPrivateData(teacher, privateData?.[teacher._id])} now={now} {...controls} />
      )}
      renderProfile={(teacher, onClose) => (
        <TeacherProfileModal
          teacher={withPrivateData(teacher, privateData?.[teacher._id])}
          onClose={onClose}
        />
      )}
      {...list}
    />
  );
}
