// Where the next session meets, its 'Join' and 'Add to calendar': the same parts as My Appointments' cards,
// which load in that section's own chunk. Loaded beside the page rather than in it, so the dashboard's first
// JavaScript does not grow by the calendar and place code; the card's who and when paint without them.
import type { Appointment } from '@appointments/domain';
import { Box } from '@chakra-ui/react';
import { AppointmentPlace } from '@/components/meeting/appointment-place';
import { AddToCalendar, showsAddToCalendar } from '@/features/calendar';
import { closedActionStyles } from './closed-action-styles';

export function NextSessionPlace({ session, now }: { session: Appointment; now: Date }) {
  return (
    <>
      <Box textStyle="caption" color="ink" css={closedActionStyles}>
        <AppointmentPlace appointment={session} now={now} displayName={session.student.name} />
      </Box>
      {showsAddToCalendar(session, now) && (
        <AddToCalendar appointment={session} otherName={session.teacher.name} />
      )}
    </>
  );
}
