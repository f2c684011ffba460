import { noTeachersFoundText, type Teacher, teacherListTexts } from '@appointments/domain';
import { withPrivateData } from '../api/documents';
import type { PrivateDataByTeacher } from '../api/use-teacher-private-data';
import type { EmptyReason } from '../model/account-filters';
import { type AccountListProps, AccountListSection } from './account-list-section';
import { TeacherProfileModal } from './lazy-dialogs';
import { TeacherCard } from './teacher-card';

interface TeachersSectionProps extends AccountListProps<Teacher> {
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

const departmentFilter = {
  label: teacherListTexts.departmentLabel,
  allLabel: teacherListTexts.allDepartments,
};

/** Block 6: the teachers a page at a time, live, with search, department and status filters, export and actions. */
export function TeachersSection({ now, privateData, ...list }: TeachersSectionProps) {
  return (
    <AccountListSection
      kind="teacher"
      texts={teacherListTexts}
      emptyText={emptyText}
      departmentFilter={departmentFilter}
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
