import {
  accountListTexts,
  formatShortDate,
  lastLoginSummary,
  type Student,
  studentListTexts,
} from '@appointments/domain';
import { Box, Flex, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { PersonAvatar } from '@/components/ui/person-avatar';
import { AccountCardActions } from './account-card-actions';
import { StatusBadge } from './badges';
import { DetailList } from './detail-list';

interface StudentCardProps {
  student: Student;
  now: Date;
  updating: boolean;
  onView(): void;
  onToggleStatus(): void;
  onDelete(): void;
}

const na = accountListTexts.notAvailable;

export function StudentCard({ student, now, updating, onView, onToggleStatus, onDelete }: StudentCardProps) {
  const headingId = `student-${student._id}`;
  const { profile, stats } = student;
  return (
    <Box as="article" aria-labelledby={headingId} borderWidth="1px" borderColor="gray.200" rounded="lg" p="4">
      <Flex justify="space-between" align="flex-start" gap="2">
        <Flex gap="3" align="center" minW="0">
          <PersonAvatar name={student.name} picture={profile.profilePicture} size="10" />
          <Box minW="0">
            <Heading as="h3" size="md" id={headingId} color="gray.900">
              {student.name}
            </Heading>
            <Text fontSize="sm" color="gray.800" overflowWrap="anywhere">
              {student.email}
            </Text>
          </Box>
        </Flex>
        <StatusBadge approved={student.isApproved} />
      </Flex>
      <Box mt="3">
        <DetailList
          items={[
            { label: studentListTexts.course, value: profile.course || na },
            { label: studentListTexts.year, value: profile.year ?? na },
            { label: studentListTexts.studentId, value: profile.studentId || na },
            { label: accountListTexts.joined, value: formatShortDate(student.createdAt) },
            { label: studentListTexts.cgpa, value: profile.cgpa ?? na },
            { label: accountListTexts.lastLogin, value: lastLoginSummary(student.lastLogin, now) },
          ]}
        />
      </Box>
      <SimpleGrid columns={3} gap="2" mt="3" textAlign="center" bg="gray.50" rounded="md" p="2" as="dl">
        {[
          { label: studentListTexts.appointments, value: stats.totalAppointments },
          { label: studentListTexts.completed, value: stats.completedSessions },
          { label: studentListTexts.pending, value: stats.pendingRequests },
        ].map(({ label, value }) => (
          // The figure is shown above its label; the markup keeps the term first.
          <Flex key={label} direction="column-reverse">
            <Text as="dt" fontSize="xs" color="gray.700">
              {label}
            </Text>
            <Text as="dd" fontWeight="bold" color="gray.900">
              {value}
            </Text>
          </Flex>
        ))}
      </SimpleGrid>
      <AccountCardActions
        name={student.name}
        approved={student.isApproved}
        updating={updating}
        onView={onView}
        onToggleStatus={onToggleStatus}
        onDelete={onDelete}
      />
    </Box>
  );
}
