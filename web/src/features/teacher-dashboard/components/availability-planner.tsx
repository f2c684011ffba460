import { SLOT_EXPIRY_CHECK_INTERVAL_MS } from '@appointments/domain';
import { SimpleGrid } from '@chakra-ui/react';
import { useNow } from '@/lib/use-now';
import type { TeacherAppointment } from '../api/teacher-appointment';
import { OfficeHours } from './office-hours';
import { WeekView } from './week-view';

interface AvailabilityPlannerProps {
  slots: readonly string[];
  appointments: readonly TeacherAppointment[];
}

/**
 * The week at a glance beside the slot list, and weekly office hours. Loaded after the dashboard's
 * first paint (the page imports it lazily), so the initial script stays within its budget.
 */
export default function AvailabilityPlanner({ slots, appointments }: AvailabilityPlannerProps) {
  const now = useNow(SLOT_EXPIRY_CHECK_INTERVAL_MS);
  return (
    <SimpleGrid columns={1} gap="6" mt="6">
      <WeekView slots={slots} sessions={appointments} now={now} />
      <OfficeHours now={now} />
    </SimpleGrid>
  );
}
