import {
  accountListTexts,
  accountStatusLabel,
  experienceYearsText,
  formatShortDate,
  lastLoginDetail,
  type Teacher,
  teacherListTexts,
} from '@appointments/domain';
import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { PersonAvatar } from '@/components/ui/person-avatar';
import { DetailList } from './detail-list';
import { teacherRating } from './teacher-card';

const na = accountListTexts.notAvailable;

/** View Profile: everything the admin may see of a teacher, private fields included, read-only. */
export function TeacherProfileModal({ teacher, onClose }: { teacher: Teacher; onClose(): void }) {
  const { profile } = teacher;
  return (
    <ModalDialog
      open
      onClose={onClose}
      title={teacherListTexts.profileTitle(teacher.name)}
      closeLabel={accountListTexts.close}
    >
      <Flex gap="3" align="center" mb="4">
        <PersonAvatar name={teacher.name} picture={profile.profilePicture} />
        <Box minW="0">
          <Text fontWeight="semibold" color="gray.900">
            {teacher.name}
          </Text>
          <Text fontSize="sm" color="gray.800" overflowWrap="anywhere">
            {teacher.email}
          </Text>
        </Box>
      </Flex>
      <DetailList
        items={[
          { label: teacherListTexts.status, value: accountStatusLabel(teacher.isApproved) },
          { label: teacherListTexts.subject, value: teacher.subject || na },
          { label: teacherListTexts.department, value: teacher.department || na },
          { label: teacherListTexts.experience, value: experienceYearsText(profile.experience) },
          { label: teacherListTexts.education, value: profile.education || na },
          { label: accountListTexts.phone, value: profile.phone || na },
          { label: accountListTexts.joined, value: formatShortDate(teacher.createdAt) },
          { label: accountListTexts.lastLogin, value: lastLoginDetail(teacher.lastLogin) },
        ]}
      />
      <Heading as="h3" size="sm" mt="5" mb="2" color="gray.900">
        {teacherListTexts.teachingStats}
      </Heading>
      <DetailList
        columns={4}
        items={[
          { label: teacherListTexts.students, value: teacher.stats.totalStudents },
          { label: teacherListTexts.sessions, value: teacher.stats.totalSessions },
          { label: teacherListTexts.rating, value: teacherRating(teacher) },
          { label: teacherListTexts.ratings, value: teacher.totalRatings },
        ]}
      />
      <Heading as="h3" size="sm" mt="5" mb="2" color="gray.900">
        {teacherListTexts.bio}
      </Heading>
      <Text color="gray.800" whiteSpace="pre-wrap">
        {profile.bio || teacherListTexts.noBio}
      </Text>
    </ModalDialog>
  );
}
