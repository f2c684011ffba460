import {
  appliedOnText,
  experienceYearsText,
  formatShortDate,
  pendingApprovalTexts,
  type Teacher,
} from '@appointments/domain';
import { Box } from '@chakra-ui/react';
import { DetailList } from './detail-list';
import { PendingAccountCard } from './pending-account-card';

interface PendingTeacherCardProps {
  teacher: Teacher;
  busy: boolean;
  onApprove(): void;
}

export function PendingTeacherCard({ teacher, busy, onApprove }: PendingTeacherCardProps) {
  const notGiven = pendingApprovalTexts.notGiven;
  return (
    <PendingAccountCard
      account={teacher}
      headingId={`pending-teacher-${teacher._id}`}
      since={appliedOnText(formatShortDate(teacher.createdAt))}
      approveLabel={pendingApprovalTexts.approveTeacher}
      busy={busy}
      onApprove={onApprove}
    >
      <Box mt="3">
        <DetailList
          items={[
            { label: pendingApprovalTexts.subjectLabel, value: teacher.subject || notGiven },
            { label: pendingApprovalTexts.departmentLabel, value: teacher.department || notGiven },
            {
              label: pendingApprovalTexts.experienceLabel,
              value: experienceYearsText(teacher.profile.experience),
            },
          ]}
        />
      </Box>
    </PendingAccountCard>
  );
}
