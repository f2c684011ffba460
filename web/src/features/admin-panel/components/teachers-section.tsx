import {
  accountListTexts,
  filterOptionText,
  noTeachersFoundText,
  searchSummaryText,
  shownOfTotalText,
  TEACHER_NOUN,
  type Teacher,
  teacherListTexts,
} from '@appointments/domain';
import { SimpleGrid, Text } from '@chakra-ui/react';
import { Suspense, useMemo, useState } from 'react';
import { DashboardSection } from '@/components/ui/dashboard-section';
import { newestFirst } from '../api/documents';
import {
  ALL_DEPARTMENTS,
  departmentsPresent,
  emptyReason,
  filterTeachers,
  type StatusFilter,
  searchTeachers,
  statusCounts,
} from '../model/account-filters';
import { EmptyState } from './empty-state';
import { DeleteAccountDialog, TeacherProfileModal } from './lazy-dialogs';
import { ListHeader } from './list-header';
import { NativeSelect } from './native-select';
import { SearchField } from './search-field';
import { StatusFilterSelect } from './status-filter';
import { TeacherCard } from './teacher-card';
import { type AccountListCalls, useAccountActions } from './use-account-actions';

interface TeachersSectionProps extends AccountListCalls {
  teachers: readonly Teacher[];
  loading: boolean;
  updatedAt: Date | null;
  now: Date;
  onRefresh(): void;
}

/** Block 6: every teacher, live, with search, department and status filters, export and actions. */
export function TeachersSection({
  teachers,
  loading,
  updatedAt,
  now,
  onRefresh,
  ...calls
}: TeachersSectionProps) {
  const [search, setSearch] = useState('');
  const [department, setDepartment] = useState(ALL_DEPARTMENTS);
  const [status, setStatus] = useState<StatusFilter>('all');
  const [viewing, setViewing] = useState<Teacher | null>(null);
  const [deleting, setDeleting] = useState<Teacher | null>(null);
  const actions = useAccountActions('teacher', calls);

  const counts = useMemo(() => statusCounts(teachers), [teachers]);
  const departments = useMemo(() => departmentsPresent(teachers), [teachers]);
  const shown = useMemo(
    () => newestFirst(filterTeachers(teachers, search, department, status)),
    [teachers, search, department, status],
  );
  const term = search.trim();
  const viewed = viewing ? (teachers.find((t) => t._id === viewing._id) ?? viewing) : null;

  function emptyText(): string {
    const reason = emptyReason(teachers.length, term, searchTeachers(teachers, search).length);
    if (reason === 'none') return teacherListTexts.noTeachers;
    return reason === 'search' ? noTeachersFoundText(term) : teacherListTexts.noFilterMatches;
  }

  return (
    <DashboardSection id="teacherList">
      <ListHeader
        shownText={shownOfTotalText(shown.length, teachers.length, TEACHER_NOUN)}
        loading={loading}
        active={counts.active}
        pending={counts.pending}
        updatedAt={updatedAt}
        exporting={actions.exporting}
        exportLabel={teacherListTexts.exportLabel}
        refreshLabel={teacherListTexts.refreshLabel}
        onExport={() => void actions.exportList()}
        onRefresh={onRefresh}
      />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" mb="4">
        <SearchField
          id="teacher-search"
          label={teacherListTexts.searchLabel}
          placeholder={teacherListTexts.searchPlaceholder}
          value={search}
          onChange={setSearch}
        />
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
        <StatusFilterSelect id="teacher-status" value={status} counts={counts} onChange={setStatus} />
      </SimpleGrid>
      {term !== '' && (
        <Text role="status" mb="3" color="gray.800">
          {searchSummaryText(shown.length, term, TEACHER_NOUN)}
        </Text>
      )}
      {loading && teachers.length === 0 ? (
        <Text color="gray.700">{accountListTexts.loading}</Text>
      ) : shown.length === 0 ? (
        <EmptyState text={emptyText()} />
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
          {shown.map((teacher) => (
            <TeacherCard
              key={teacher._id}
              teacher={teacher}
              now={now}
              updating={actions.updating.has(teacher._id)}
              onView={() => setViewing(teacher)}
              onToggleStatus={() => void actions.toggleStatus(teacher._id, !teacher.isApproved)}
              onDelete={() => setDeleting(teacher)}
            />
          ))}
        </SimpleGrid>
      )}
      <Suspense fallback={null}>
        {viewed && <TeacherProfileModal teacher={viewed} onClose={() => setViewing(null)} />}
        {deleting && (
          <DeleteAccountDialog
            title={teacherListTexts.deleteTitle}
            question={teacherListTexts.deleteConfirm(deleting.name)}
            warnings={teacherListTexts.deleteWarnings}
            confirmLabel={teacherListTexts.deleteButton}
            onConfirm={async () => {
              await actions.remove(deleting._id, deleting.name);
              setDeleting(null);
            }}
            onClose={() => setDeleting(null)}
          />
        )}
      </Suspense>
    </DashboardSection>
  );
}
