import { type BlockReason, SLOT_EXPIRY_CHECK_INTERVAL_MS } from '@appointments/domain';
import { useNow } from '@/lib/use-now';
import type { TeacherAppointment } from '../api/teacher-appointment';
import { WeekView } from './week-view';

interface AvailabilityPlannerProps {
  slots: readonly string[];
  appointments: readonly TeacherAppointment[];
  blocked?: ReadonlyMap<string, BlockReason>;
  conflicts?: ReadonlySet<string>;
}

/**
 * The week at a glance, first in Manage Availability. Loaded after the dashboard's first paint (the page
 * imports it lazily), so the initial script stays within its budget.
 */
export default function AvailabilityPlanner({
  slots,
  appointments,
  blocked,
  conflicts,
}: AvailabilityPlannerProps) {
  const now = useNow(SLOT_EXPIRY_CHECK_INTERVAL_MS);
  return <WeekView slots={slots} sessions={appointments} now={now} blocked={blocked} conflicts={conflicts} />;
}
