import { addTeacherTexts, type NewTeacherPayload } from '@appointments/domain';
import { Box, Button, chakra, Grid, Heading, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { DashboardSection } from '@/components/ui/dashboard-section';
import { adminListTexts } from '../screen-texts';

// The form carries the shared zod schema; it loads after the page so the route keeps within its JS budget.
const AddTeacherForm = lazy(async () => ({ default: (await import('./add-teacher-form')).AddTeacherForm }));

const FORM_ID = 'add-teacher-form-area';

/** Block 5: behind a button, the new-teacher form beside the best-practices tips. */
export function AddTeacherSection({
  createTeacher,
}: {
  createTeacher(payload: NewTeacherPayload): Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  return (
    <DashboardSection
      id="addTeacher"
      actions={
        <Button
          size="sm"
          colorPalette="blue"
          variant={open ? 'outline' : 'solid'}
          aria-expanded={open}
          aria-controls={FORM_ID}
          onClick={() => setOpen(!open)}
        >
          {open ? adminListTexts.closeAddTeacher : adminListTexts.openAddTeacher}
        </Button>
      }
    >
      <Box id={FORM_ID} hidden={!open}>
        {open && (
          <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="6">
            <Suspense fallback={<Text color="gray.700">{addTeacherTexts.loading}</Text>}>
              <AddTeacherForm createTeacher={createTeacher} />
            </Suspense>
            <Box
              as="aside"
              aria-labelledby="add-teacher-tips"
              bg="blue.50"
              rounded="md"
              p="4"
              alignSelf="start"
            >
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
        )}
      </Box>
    </DashboardSection>
  );
}
