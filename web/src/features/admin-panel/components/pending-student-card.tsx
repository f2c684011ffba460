import { formatShortDate, pendingApprovalTexts, registeredOnText, type Student } from '@appointments/domain';
import { Box, Button, Flex, Heading, Text } from '@chakra-ui/react';
import { PersonAvatar } from '@/components/ui/person-avatar';
import { Pill } from './badges';
import { approveButtonProps } from './button-styles';

interface PendingStudentCardProps {
  student: Student;
  busy: boolean;
  onApprove(): void;
}

export function PendingStudentCard({ student, busy, onApprove }: PendingStudentCardProps) {
  const headingId = `pending-student-${student._id}`;
  return (
    <Box as="article" aria-labelledby={headingId} borderWidth="1px" borderColor="gray.200" rounded="lg" p="4">
      <Flex gap="3" align="center">
        <PersonAvatar name={student.name} picture={student.profile.profilePicture} size="10" />
        <Box minW="0" flex="1">
          <Heading as="h3" size="md" id={headingId} color="gray.900">
            {student.name}
          </Heading>
          <Text fontSize="sm" color="gray.800" overflowWrap="anywhere">
            {student.email}
          </Text>
        </Box>
      </Flex>
      <Flex mt="3" gap="2" align="center" wrap="wrap" fontSize="sm" color="gray.700">
        <Text>{registeredOnText(formatShortDate(student.createdAt))}</Text>
        <Pill bg="orange.100" color="orange.900">
          {pendingApprovalTexts.pendingApproval}
        </Pill>
      </Flex>
      <Button mt="3" size="sm" {...approveButtonProps} onClick={onApprove} disabled={busy}>
        {busy ? pendingApprovalTexts.approving : pendingApprovalTexts.approveStudent}
      </Button>
    </Box>
  );
}
