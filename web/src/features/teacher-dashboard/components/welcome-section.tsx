import {
  formatTime,
  professorGreeting,
  ratingText,
  teacherDashboardTexts,
  updatedAtText,
} from '@appointments/domain';
import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { Chip } from '@/components/ui/chip';

export interface WelcomeSectionProps {
  name: string | null | undefined;
  subject: string;
  averageRating: number;
  totalRatings: number;
  updatedAt: Date | null;
}

/** Greeting, subject and rating chips and when the figures were last fetched (memoised, as the stat cards). */
export const WelcomeSection = memo(function WelcomeSection({
  name,
  subject,
  averageRating,
  totalRatings,
  updatedAt,
}: WelcomeSectionProps) {
  return (
    <Box>
      <Text color="gray.700">{teacherDashboardTexts.welcomeLead}</Text>
      <Heading as="h2" size="2xl" id="welcome-heading" color="gray.900">
        {professorGreeting(name)}
      </Heading>
      <Flex gap="2" mt="3" wrap="wrap" align="center">
        <Chip>{subject || teacherDashboardTexts.subjectFallback}</Chip>
        <Chip bg="yellow.50" color="yellow.900">
          {ratingText(averageRating, totalRatings)}
        </Chip>
        {updatedAt && (
          <Text as="span" fontSize="sm" color="gray.700">
            {updatedAtText(formatTime(updatedAt))}
          </Text>
        )}
      </Flex>
    </Box>
  );
});
