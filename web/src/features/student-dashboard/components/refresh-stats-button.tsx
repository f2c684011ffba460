import { infoMessages, studentDashboardTexts } from '@appointments/domain';
import { Button } from '@chakra-ui/react';
import { notify } from '@/lib/notify';

/** The spec's 'Refresh Stats': the figures are live, so it reopens the live lists; quiet, beside the title. */
export function RefreshStatsButton({ onRefresh, disabled }: { onRefresh(): void; disabled: boolean }) {
  function refresh() {
    notify.info(infoMessages.refreshingDashboard);
    onRefresh();
  }
  return (
    <Button size="sm" variant="ghost" colorPalette="gray" onClick={refresh} disabled={disabled}>
      {studentDashboardTexts.refreshStats}
    </Button>
  );
}
