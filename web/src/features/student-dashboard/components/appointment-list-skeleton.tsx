import { studentDashboardTexts } from '@appointments/domain';
import { Skeleton, Stack } from '@chakra-ui/react';

/** My Appointments' cards' shape while the list (or the section's code) loads. */
export function AppointmentListSkeleton() {
  return (
    <Stack gap="3" aria-busy="true" aria-label={studentDashboardTexts.loading}>
      <Skeleton height="32" rounded="lg" />
      <Skeleton height="32" rounded="lg" />
    </Stack>
  );
}
