import {
  apiErrorMessages,
  averageRatingOr,
  findTeachersTexts,
  slotsAvailableText,
  type TeacherCard as Teacher,
} from '@appointments/domain';
import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { PersonAvatar } from '@/components/ui/person-avatar';

interface TeacherCardProps {
  teacher: Teacher;
  /** The slots still ahead (availableSlotCount), as the booking modal would list them. */
  slotCount: number;
  /** Whether the API would accept a rating: the teacher has approved a session with this student. */
  canRate: boolean;
  onBook(teacher: Teacher): void;
  onRate(teacher: Teacher): void;
}

/** Memoised: a teacher's card renders again only when that teacher's document changed. */
export const TeacherCard = memo(function TeacherCard({
  teacher,
  slotCount,
  canRate,
  onBook,
  onRate,
}: TeacherCardProps) {
  const rating = averageRatingOr(teacher.averageRating, teacher.totalRatings, findTeachersTexts.noRating);
  return (
    <Box
      as="article"
      aria-label={teacher.name}
      borderWidth="1px"
      borderColor="gray.200"
      rounded="lg"
      p="4"
      bg="white"
    >
      <Flex gap="3" align="center">
        <PersonAvatar
          name={teacher.name}
          picture={teacher.profile.profilePicture}
          alt={findTeachersTexts.pictureAlt(teacher.name)}
        />
        <Box minW="0">
          <Heading as="h3" size="md" color="gray.900">
            {teacher.name}
          </Heading>
          <Text color="gray.800">{teacher.subject}</Text>
          <Text fontSize="sm" color="gray.700">
            {teacher.department}
          </Text>
        </Box>
      </Flex>
      <Stack gap="1" mt="3" fontSize="sm" color="gray.800">
        <Text>
          <span aria-hidden="true">★ </span>
          {rating} {findTeachersTexts.ratingsCount(teacher.totalRatings)}
        </Text>
        <Text color={slotCount > 0 ? 'green.800' : 'gray.700'}>{slotsAvailableText(slotCount)}</Text>
        <Text>{findTeachersTexts.sessions(teacher.totalSessions)}</Text>
        <Text>
          {findTeachersTexts.experienceLabel}: {findTeachersTexts.experience(teacher.profile.experience)}
        </Text>
      </Stack>
      <Flex gap="2" mt="4" wrap="wrap">
        <Button size="sm" colorPalette="blue" onClick={() => onBook(teacher)}>
          {slotCount > 0 ? findTeachersTexts.bookAppointment : findTeachersTexts.requestAppointment}
        </Button>
        {canRate && (
          <Button size="sm" variant="outline" colorPalette="blue" onClick={() => onRate(teacher)}>
            {findTeachersTexts.rateTeacher}
          </Button>
        )}
      </Flex>
      {!canRate && (
        <Text mt="2" fontSize="sm" color="gray.700">
          {apiErrorMessages.rateAfterSession}
        </Text>
      )}
    </Box>
  );
});
