import { formatShortDate, pendingApprovalTexts, registeredOnText, type Student } from '@appointments/domain';
import { PendingAccountCard } from './pending-account-card';

interface PendingStudentCardProps {
  student: Student;
  busy: boolean;
  onApprove(): void;
}

export function PendingStudentCard({ student, busy, onApprove }: PendingStudentCardProps) {
  return (
    <PendingAccountCard
      account={student}
      headingId={`pending-student-${student._id}`}
      since={registeredOnText(formatShortDate(student.createdAt))}
      approveLabel={pendingApprovalTexts.approveStudent}
      busy={busy}
      onApprove={onApprove}
    />
  );
}
