import { academicYearLabel, studentDashboardTexts, studentGreetingName } from '@appointments/domain';
import { Heading, Text } from '@chakra-ui/react';

/** The student's name (or 'Student') and the academic year, which starts in July (IST). */
export function WelcomeHeader({ name, now }: { name: string | null | undefined; now: Date }) {
  return (
    <>
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }} id="welcome-heading" color="gray.900">
        {studentDashboardTexts.welcomeTitle(studentGreetingName(name))}
      </Heading>
      <Text mt="1" color="gray.700">
        {studentDashboardTexts.academicYear(academicYearLabel(now))}
      </Text>
    </>
  );
}
