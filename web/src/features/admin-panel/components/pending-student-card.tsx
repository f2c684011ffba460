import { formatShortDate, pendingApprovalTexts, registeredOnText, type Student } from '@appointments/domain';
import { PendingAccountCard, type PendingRowControls } from './pending-account-card';

interface PendingStudentCardProps extends PendingRowControls {
  student: Student;
}

export function PendingStudentCard({ student, ...controls }: PendingStudentCardProps) {
  return (
    <PendingAccountCard
      account={student}
      headingId={`pending-student-${student._id}`}
      facts={[student.profile.course].filter(Boolean)}
      since={registeredOnText(formatShortDate(student.createdAt))}
      approveLabel={pendingApprovalTexts.approveStudent}
      {...controls}
    />
  );
}
