import { noStudentsFoundText, type Student, studentListTexts } from '@appointments/domain';
import { type EmptyReason, filterStudents } from '../model/account-filters';
import { type AccountListProps, AccountListSection } from './account-list-section';
import { StudentProfileModal } from './lazy-dialogs';
import { StudentCard } from './student-card';

interface StudentsSectionProps extends Omit<AccountListProps<Student>, 'accounts'> {
  students: readonly Student[];
  now: Date;
}

const searchStudents = (students: readonly Student[], term: string) => filterStudents(students, term, 'all');

function emptyText(reason: EmptyReason, term: string): string {
  if (reason === 'none') return studentListTexts.noStudents;
  return reason === 'search' ? noStudentsFoundText(term) : studentListTexts.noFilterMatches;
}

/** Block 4: every student, live, with search, status filter, export, and per-student actions. */
export function StudentsSection({ students, now, ...list }: StudentsSectionProps) {
  return (
    <AccountListSection
      kind="student"
      texts={studentListTexts}
      accounts={students}
      filter={filterStudents}
      search={searchStudents}
      emptyText={emptyText}
      renderCard={(student, controls) => <StudentCard student={student} now={now} {...controls} />}
      renderProfile={(student, onClose) => <StudentProfileModal student={student} onClose={onClose} />}
      {...list}
    />
  );
}
