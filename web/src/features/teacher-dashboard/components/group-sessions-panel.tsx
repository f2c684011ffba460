import { formatDateTime, groupSessionTexts, slotKey, statusLabel } from '@appointments/domain';
import { Box, Button, chakra, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useMemo, useState } from 'react';
import type { TeacherAppointment } from '../api/teacher-appointment';
import type { Session, SessionAction, SessionActions } from './group-session-action-dialog';

// The dialog (and Chakra's Dialog with it) stays out of the dashboard's load: it arrives on the visitor's
// first sign of use (the page preloads it) or, at the latest, with the first click on an action.
const GroupSessionActionDialog = lazy(() => import('./group-session-action-dialog'));

interface GroupSessionsPanelProps extends SessionActions {
  /** The teacher's open appointments (pending and approved), live. */
  appointments: readonly TeacherAppointment[];
  /** Each slot's seats, live, by its ISO instant. */
  seats: ReadonlyMap<string, { capacity: number; seatsLeft: number }>;
  /** Students waiting, by the slot's key. */
  lines: ReadonlyMap<string, number>;
}

/** The group sessions ahead: each one's attendees and their states, a message to all, or calling it off. */
export default function GroupSessionsPanel({
  appointments,
  seats,
  lines,
  onMessage,
  onCancel,
  onSeats,
}: GroupSessionsPanelProps) {
  const sessions = useMemo(() => {
    const byTime = new Map<string, TeacherAppointment[]>();
    for (const appointment of appointments) {
      if (!appointment.groupSession) continue;
      const list = byTime.get(appointment.dateTime) ?? [];
      list.push(appointment);
      byTime.set(appointment.dateTime, list);
    }
    return [...byTime.entries()]
      .map(([dateTime, attendees]): Session => ({ dateTime, attendees }))
      .sort((a, b) => a.dateTime.localeCompare(b.dateTime));
  }, [appointments]);
  const [open, setOpen] = useState<{ session: Session; action: SessionAction } | null>(null);

  if (sessions.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="group-sessions-heading">
      <Heading id="group-sessions-heading" as="h2" size="md" mb="3">
        {groupSessionTexts.attendeesHeading}
      </Heading>
      <Stack gap="3">
        {sessions.map((session) => {
          const seat = seats.get(session.dateTime);
          const waiting = lines.get(slotKey(session.dateTime)) ?? 0;
          return (
            <Box key={session.dateTime} borderWidth="1px" rounded="md" p="3" data-testid="group-session">
              <Flex justify="space-between" gap="2" wrap="wrap" align="center">
                <Stack gap="0">
                  <Text fontWeight="semibold">{formatDateTime(session.dateTime)}</Text>
                  <Text fontSize="sm" color="gray.700">
                    {seat
                      ? groupSessionTexts.attendees(seat.capacity - seat.seatsLeft, seat.capacity)
                      : `${session.attendees.length}`}
                    {waiting > 0 ? ` · ${groupSessionTexts.waiting(waiting)}` : ''}
                  </Text>
                </Stack>
                <Flex gap="2" wrap="wrap">
                  <Button size="sm" variant="outline" onClick={() => setOpen({ session, action: 'seats' })}>
                    {groupSessionTexts.changeSeats}
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => setOpen({ session, action: 'message' })}>
                    {groupSessionTexts.messageAll}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    colorPalette="red"
                    onClick={() => setOpen({ session, action: 'cancel' })}
                  >
                    {groupSessionTexts.cancelSession}
                  </Button>
                </Flex>
              </Flex>
              <chakra.ul mt="2" listStyleType="none" fontSize="sm">
                {session.attendees.map((attendee) => (
                  <chakra.li
                    key={attendee._id}
                    display="flex"
                    justifyContent="space-between"
                    gap="2"
                    py="0.5"
                  >
                    <Text as="span">{attendee.student.name}</Text>
                    <Text as="span" color="gray.700">
                      {statusLabel(attendee.status)}
                    </Text>
                  </chakra.li>
                ))}
              </chakra.ul>
            </Box>
          );
        })}
      </Stack>
      {open && (
        <Suspense fallback={null}>
          <GroupSessionActionDialog
            action={open.action}
            session={open.session}
            capacity={seats.get(open.session.dateTime)?.capacity}
            onClose={() => setOpen(null)}
            onMessage={onMessage}
            onCancel={onCancel}
            onSeats={onSeats}
          />
        </Suspense>
      )}
    </Box>
  );
}
