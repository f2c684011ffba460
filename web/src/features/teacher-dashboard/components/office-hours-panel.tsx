import { SLOT_EXPIRY_CHECK_INTERVAL_MS } from '@appointments/domain';
import { useNow } from '@/lib/use-now';
import { OfficeHours } from './office-hours';

/** The weekly office-hours generator, loaded when its disclosure first opens (the page imports it lazily). */
export default function OfficeHoursPanel() {
  const now = useNow(SLOT_EXPIRY_CHECK_INTERVAL_MS);
  return <OfficeHours now={now} />;
}
