import {
  accountListTexts,
  noStudentsFoundText,
  STUDENT_NOUN,
  type Student,
  searchSummaryText,
  shownOfTotalText,
  studentListTexts,
} from '@appointments/domain';
import { SimpleGrid, Text } from '@chakra-ui/react';
import { Suspense, useMemo, useState } from 'react';
import { DashboardSection } from '@/components/ui/dashboard-section';
import { newestFirst } from '../api/documents';
import { emptyReason, filterStudents, type StatusFilter, statusCounts } from '../model/account-filters';
import { EmptyState } from './empty-state';
import { DeleteAccountDialog, StudentProfileModal } from './lazy-dialogs';
import { ListHeader } from './list-header';
import { SearchField } from './search-field';
import { StatusFilterSelect } from './status-filter';
import { StudentCard } from './student-card';
import { type AccountListCalls, useAccountActions } from './use-account-actions';

interface StudentsSectionProps extends AccountListCalls {
  students: readonly Student[];
  loading: boolean;
  updatedAt: Date | null;
  now: Date;
  onRefresh(): void;
}

/** Block 4: every student, live, with search, status filter, export, and per-student actions. */
export function StudentsSection({
  students,
  loading,
  updatedAt,
  now,
  onRefresh,
  ...calls
}: StudentsSectionProps) {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [viewing, setViewing] = useState<Student | null>(null);
  const [deleting, setDeleting] = useState<Student | null>(null);
  const actions = useAccountActions('student', calls);

  const counts = useMemo(() => statusCounts(students), [students]);
  const shown = useMemo(
    () => newestFirst(filterStudents(students, search, status)),
    [students, search, status],
  );
  const term = search.trim();
  // The profile open in the modal follows live changes (a suspension, new statistics).
  const viewed = viewing ? (students.find((s) => s._id === viewing._id) ?? viewing) : null;

  function emptyText(): string {
    const reason = emptyReason(students.length, term, filterStudents(students, search, 'all').length);
    if (reason === 'none') return studentListTexts.noStudents;
    return reason === 'search' ? noStudentsFoundText(term) : studentListTexts.noFilterMatches;
  }

  return (
    <DashboardSection id="studentList">
      <ListHeader
        shownText={shownOfTotalText(shown.length, students.length, STUDENT_NOUN)}
        loading={loading}
        active={counts.active}
        pending={counts.pending}
        updatedAt={updatedAt}
        exporting={actions.exporting}
        exportLabel={studentListTexts.exportLabel}
        refreshLabel={studentListTexts.refreshLabel}
        onExport={() => void actions.exportList()}
        onRefresh={onRefresh}
      />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" mb="4">
        <SearchField
          id="student-search"
          label={studentListTexts.searchLabel}
          placeholder={studentListTexts.searchPlaceholder}
          value={search}
          onChange={setSearch}
        />
        <StatusFilterSelect id="student-status" value={status} counts={counts} onChange={setStatus} />
      </SimpleGrid>
      {term !== '' && (
        <Text role="status" mb="3" color="gray.800">
          {searchSummaryText(shown.length, term, STUDENT_NOUN)}
        </Text>
      )}
      {loading && students.length === 0 ? (
        <Text color="gray.700">{accountListTexts.loading}</Text>
      ) : shown.length === 0 ? (
        <EmptyState text={emptyText()} />
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
          {shown.map((student) => (
            <StudentCard
              key={student._id}
              student={student}
              now={now}
              updating={actions.updating.has(student._id)}
              onView={() => setViewing(student)}
              onToggleStatus={() => void actions.toggleStatus(student._id, !student.isApproved)}
              onDelete={() => setDeleting(student)}
            />
          ))}
        </SimpleGrid>
      )}
      <Suspense fallback={null}>
        {viewed && <StudentProfileModal student={viewed} onClose={() => setViewing(null)} />}
        {deleting && (
          <DeleteAccountDialog
            title={studentListTexts.deleteTitle}
            question={studentListTexts.deleteConfirm(deleting.name)}
            warnings={studentListTexts.deleteWarnings}
            confirmLabel={studentListTexts.deleteButton}
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
