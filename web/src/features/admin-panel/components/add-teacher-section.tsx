import { addTeacherTexts, type NewTeacherPayload } from '@appointments/domain';
import { Box, chakra, Grid, Heading, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { DashboardSection } from '@/components/ui/dashboard-section';

// The form carries the shared zod schema; it loads after the page so the route keeps within its JS budget.
const AddTeacherForm = lazy(async () => ({ default: (await import('./add-teacher-form')).AddTeacherForm }));

/** Block 5: the new-teacher form beside the best-practices tips. */
export function AddTeacherSection({
  createTeacher,
}: {
  createTeacher(payload: NewTeacherPayload): Promise<unknown>;
}) {
  return (
    <DashboardSection id="addTeacher">
      <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="6">
        <Suspense fallback={<Text color="gray.700">{addTeacherTexts.loading}</Text>}>
          <AddTeacherForm createTeacher={createTeacher} />
        </Suspense>
        <Box as="aside" aria-labelledby="add-teacher-tips" bg="blue.50" rounded="md" p="4" alignSelf="start">
          <Heading as="h3" size="sm" id="add-teacher-tips" color="blue.900" mb="2">
            {addTeacherTexts.tipsTitle}
          </Heading>
          <chakra.ul pl="5" listStyleType="disc" color="blue.900" fontSize="sm">
            {addTeacherTexts.tips.map((tip) => (
              <chakra.li key={tip} mb="1">
                {tip}
              </chakra.li>
            ))}
          </chakra.ul>
        </Box>
      </Grid>
    </DashboardSection>
  );
}
