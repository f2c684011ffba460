import { sessionRecordErrors, sessionRecordTexts } from '@appointments/domain';
import { Box } from '@chakra-ui/react';
import { Notice } from '@/components/ui/notice';

/**
 * Says at the top of the dashboard, before any booking is tried, that new bookings are paused and until
 * when; the sessions already booked go on as before.
 */
export function BookingPauseNotice({ until, now }: { until: Date | null; now: Date }) {
  if (!until || until.getTime() <= now.getTime()) return null;
  return (
    <Box mb="4">
      <Notice tone="warning" title={sessionRecordErrors.bookingPaused(until)}>
        {sessionRecordTexts.pauseNote}
      </Notice>
    </Box>
  );
}
