import {
  accountListTexts,
  formatDateTime,
  lastLoginDetail,
  type Student,
  studentListTexts,
} from '@appointments/domain';
import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { PersonAvatar } from '@/components/ui/person-avatar';
import { StatusBadge } from './badges';
import { DetailList } from './detail-list';

const na = accountListTexts.notAvailable;

/** View Profile: everything the admin may see of a student, read-only. */
export function StudentProfileModal({ student, onClose }: { student: Student; onClose(): void }) {
  const { profile, stats } = student;
  return (
    <ModalDialog
      open
      onClose={onClose}
      title={studentListTexts.profileTitle(student.name)}
      closeLabel={accountListTexts.close}
    >
      <Flex gap="3" align="center" mb="4">
        <PersonAvatar name={student.name} picture={profile.profilePicture} />
        <Box minW="0">
          <Text fontWeight="semibold" color="gray.900">
            {student.name}
          </Text>
          <Text fontSize="sm" color="gray.800" overflowWrap="anywhere">
            {student.email}
          </Text>
        </Box>
        <StatusBadge approved={student.isApproved} />
      </Flex>
      <DetailList
        items={[
          { label: studentListTexts.studentId, value: profile.studentId || na },
          { label: studentListTexts.course, value: profile.course || na },
          { label: studentListTexts.year, value: profile.year ?? na },
          { label: studentListTexts.cgpa, value: profile.cgpa ?? na },
          { label: studentListTexts.phone, value: profile.phone || na },
          { label: studentListTexts.address, value: profile.address || na },
          { label: studentListTexts.accountCreated, value: formatDateTime(student.createdAt) },
          { label: accountListTexts.lastLogin, value: lastLoginDetail(student.lastLogin) },
        ]}
      />
      <Heading as="h3" size="sm" mt="5" mb="2" color="gray.900">
        {studentListTexts.appointmentStats}
      </Heading>
      <DetailList
        columns={3}
        items={[
          { label: studentListTexts.appointments, value: stats.totalAppointments },
          { label: studentListTexts.completed, value: stats.completedSessions },
          { label: studentListTexts.pending, value: stats.pendingRequests },
        ]}
      />
      <Heading as="h3" size="sm" mt="5" mb="2" color="gray.900">
        {studentListTexts.bio}
      </Heading>
      <Text color="gray.800" whiteSpace="pre-wrap">
        {profile.bio || studentListTexts.noBio}
      </Text>
    </ModalDialog>
  );
}
