import {
  appliedOnText,
  experienceYearsText,
  formatShortDate,
  pendingApprovalTexts,
  type Teacher,
} from '@appointments/domain';
import { Box, Button, Flex, Heading, Text } from '@chakra-ui/react';
import { PersonAvatar } from '@/components/ui/person-avatar';
import { Pill } from './badges';
import { approveButtonProps } from './button-styles';
import { DetailList } from './detail-list';

interface PendingTeacherCardProps {
  teacher: Teacher;
  busy: boolean;
  onApprove(): void;
}

export function PendingTeacherCard({ teacher, busy, onApprove }: PendingTeacherCardProps) {
  const headingId = `pending-teacher-${teacher._id}`;
  const notGiven = pendingApprovalTexts.notGiven;
  return (
    <Box as="article" aria-labelledby={headingId} borderWidth="1px" borderColor="gray.200" rounded="lg" p="4">
      <Flex gap="3" align="center">
        <PersonAvatar name={teacher.name} picture={teacher.profile.profilePicture} size="10" />
        <Box minW="0" flex="1">
          <Heading as="h3" size="md" id={headingId} color="gray.900">
            {teacher.name}
          </Heading>
          <Text fontSize="sm" color="gray.800" overflowWrap="anywhere">
            {teacher.email}
          </Text>
        </Box>
      </Flex>
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
      <Flex mt="3" gap="2" align="center" wrap="wrap" fontSize="sm" color="gray.700">
        <Text>{appliedOnText(formatShortDate(teacher.createdAt))}</Text>
        <Pill bg="orange.100" color="orange.900">
          {pendingApprovalTexts.pendingApproval}
        </Pill>
      </Flex>
      <Button mt="3" size="sm" {...approveButtonProps} onClick={onApprove} disabled={busy}>
        {busy ? pendingApprovalTexts.approving : pendingApprovalTexts.approveTeacher}
      </Button>
    </Box>
  );
}
