import {
  appliedOnText,
  experienceYearsText,
  formatShortDate,
  pendingApprovalTexts,
  type Teacher,
} from '@appointments/domain';
import { PendingAccountCard, type PendingRowControls } from './pending-account-card';

interface PendingTeacherCardProps extends PendingRowControls {
  teacher: Teacher;
}

/** What the admin checks before approving a teacher: subject, department, experience, as far as given. */
function teacherFacts(teacher: Teacher): string[] {
  const experience = teacher.profile.experience;
  return [
    teacher.subject,
    teacher.department,
    typeof experience === 'number'
      ? `${pendingApprovalTexts.experienceLabel} ${experienceYearsText(experience)}`
      : '',
  ].filter(Boolean);
}

export function PendingTeacherCard({ teacher, ...controls }: PendingTeacherCardProps) {
  return (
    <PendingAccountCard
      account={teacher}
      headingId={`pending-teacher-${teacher._id}`}
      facts={teacherFacts(teacher)}
      since={appliedOnText(formatShortDate(teacher.createdAt))}
      approveLabel={pendingApprovalTexts.approveTeacher}
      {...controls}
    />
  );
}
