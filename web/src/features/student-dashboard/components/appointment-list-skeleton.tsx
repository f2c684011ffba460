import { studentDashboardTexts } from '@appointments/domain';
import { Stack } from '@chakra-ui/react';
import { ITEM_GAP } from '@/components/ui/layout-spacing';
import { CardSkeleton } from '@/components/ui/skeleton';

/** My Appointments' cards' shape while the list (or the section's code) loads. */
export function AppointmentListSkeleton() {
  return (
    <Stack gap={ITEM_GAP} aria-busy="true" aria-label={studentDashboardTexts.loading}>
      <CardSkeleton lines={3} />
      <CardSkeleton lines={3} />
    </Stack>
  );
}
