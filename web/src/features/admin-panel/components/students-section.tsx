import { noStudentsFoundText, type Student, studentListTexts } from '@appointments/domain';
import type { EmptyReason } from '../model/account-filters';
import { type AccountListProps, AccountListSection } from './account-list-section';
import { StudentProfileModal } from './lazy-dialogs';
import { StudentCard } from './student-card';

interface StudentsSectionProps extends AccountListProps<Student> {
  now: Date;
}

function emptyText(reason: EmptyReason, term: string): string {
  if (reason === 'none') return studentListTexts.noStudents;
  return reason === 'search' ? noStudentsFoundText(term) : studentListTexts.noFilterMatches;
}

/** Block 4: the students a page at a time, live, with search, status filter, export, and per-student actions. */
export function StudentsSection({ now, ...list }: StudentsSectionProps) {
  return (
    <AccountListSection
      kind="student"
      texts={studentListTexts}
      emptyText={emptyText}
      renderCard={(student, controls) => <StudentCard student={student} now={now} {...controls} />}
      renderProfile={(student, onClose) => <StudentProfileModal student={student} onClose={onClose} />}
      {...list}
    />
  );
}
