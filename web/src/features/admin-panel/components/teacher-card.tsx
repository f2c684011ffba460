import {
  accountListTexts,
  averageRatingOr,
  lastLoginSummary,
  type Teacher,
  teacherListTexts,
} from '@appointments/domain';
import { Box, Flex, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { PersonAvatar } from '@/components/ui/person-avatar';
import { AccountCardActions } from './account-card-actions';
import { StatusBadge } from './badges';
import { DetailList } from './detail-list';

interface TeacherCardProps {
  teacher: Teacher;
  now: Date;
  updating: boolean;
  onView(): void;
  onToggleStatus(): void;
  onDelete(): void;
}

const na = accountListTexts.notAvailable;

/** Rating to one decimal, or N/A while nobody has rated. */
export function teacherRating(teacher: Teacher): string {
  return averageRatingOr(teacher.averageRating, teacher.totalRatings, na);
}

export function TeacherCard({ teacher, now, updating, onView, onToggleStatus, onDelete }: TeacherCardProps) {
  const headingId = `teacher-${teacher._id}`;
  return (
    <Box as="article" aria-labelledby={headingId} borderWidth="1px" borderColor="gray.200" rounded="lg" p="4">
      <Flex justify="space-between" align="flex-start" gap="2">
        <Flex gap="3" align="center" minW="0">
          <PersonAvatar name={teacher.name} picture={teacher.profile.profilePicture} size="10" />
          <Box minW="0">
            <Heading as="h3" size="md" id={headingId} color="gray.900">
              {teacher.name}
            </Heading>
            <Text fontSize="sm" color="gray.800" overflowWrap="anywhere">
              {teacher.email}
            </Text>
          </Box>
        </Flex>
        <StatusBadge approved={teacher.isApproved} />
      </Flex>
      <Box mt="3">
        <DetailList
          items={[
            { label: accountListTexts.phone, value: teacher.profile.phone || na },
            { label: teacherListTexts.subject, value: teacher.subject || na },
            { label: teacherListTexts.department, value: teacher.department || na },
            { label: accountListTexts.lastLogin, value: lastLoginSummary(teacher.lastLogin, now) },
          ]}
        />
      </Box>
      <SimpleGrid columns={3} gap="2" mt="3" textAlign="center" bg="gray.50" rounded="md" p="2" as="dl">
        {[
          { label: teacherListTexts.students, value: teacher.stats.totalStudents },
          { label: teacherListTexts.sessions, value: teacher.stats.totalSessions },
          { label: teacherListTexts.rating, value: teacherRating(teacher) },
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
        name={teacher.name}
        approved={teacher.isApproved}
        updating={updating}
        onView={onView}
        onToggleStatus={onToggleStatus}
        onDelete={onDelete}
      />
    </Box>
  );
}
