import {
  formatDateTime,
  groupSessionSuccess,
  groupSessionTexts,
  slotKey,
  statusLabel,
} from '@appointments/domain';
import { Box, Button, chakra, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { FormField } from '@/components/ui/form-field';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { nativeFieldStyles } from '@/components/ui/native-field-styles';
import { errorText } from '@/lib/error-text';
import { notify } from '@/lib/notify';
import type { TeacherAppointment } from '../api/teacher-appointment';

interface GroupSessionsPanelProps {
  /** The teacher's open appointments (pending and approved), live. */
  appointments: readonly TeacherAppointment[];
  /** Each slot's seats, live, by its ISO instant. */
  seats: ReadonlyMap<string, { capacity: number; seatsLeft: number }>;
  /** Students waiting, by the slot's key. */
  lines: ReadonlyMap<string, number>;
  onMessage(slotKey: string, message: string): Promise<{ sent: number }>;
  onCancel(slotKey: string, reason: string): Promise<{ canceled: number }>;
  onSeats(slotKey: string, capacity: number): Promise<{ capacity: number; seatsLeft: number }>;
}

type SessionAction = 'message' | 'cancel' | 'seats';

interface Session {
  dateTime: string;
  attendees: TeacherAppointment[];
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
        <SessionActionDialog
          action={open.action}
          session={open.session}
          capacity={seats.get(open.session.dateTime)?.capacity}
          onClose={() => setOpen(null)}
          onMessage={onMessage}
          onCancel={onCancel}
          onSeats={onSeats}
        />
      )}
    </Box>
  );
}

const dialogTitles: Record<SessionAction, string> = {
  message: groupSessionTexts.messageAll,
  cancel: groupSessionTexts.cancelSession,
  seats: groupSessionTexts.changeSeats,
};
const confirmLabels: Record<SessionAction, string> = {
  message: groupSessionTexts.send,
  cancel: groupSessionTexts.confirmCancel,
  seats: groupSessionTexts.saveSeats,
};
const fieldLabels: Record<SessionAction, string> = {
  message: groupSessionTexts.messageLabel,
  cancel: groupSessionTexts.cancelReasonLabel,
  seats: groupSessionTexts.newSeatsLabel,
};

function SessionActionDialog({
  action,
  session,
  capacity,
  onClose,
  onMessage,
  onCancel,
  onSeats,
}: {
  action: SessionAction;
  session: Session;
  capacity: number | undefined;
  onClose(): void;
  onMessage: GroupSessionsPanelProps['onMessage'];
  onCancel: GroupSessionsPanelProps['onCancel'];
  onSeats: GroupSessionsPanelProps['onSeats'];
}) {
  const [text, setText] = useState(action === 'seats' ? String(capacity ?? '') : '');
  const [busy, setBusy] = useState(false);
  const key = slotKey(session.dateTime);
  async function send() {
    setBusy(true);
    try {
      if (action === 'message')
        notify.success(groupSessionSuccess.messaged((await onMessage(key, text)).sent));
      else if (action === 'seats') {
        // The server checks the number (a whole number, never below the seats taken) and says why.
        const changed = await onSeats(key, Number(text));
        notify.success(groupSessionSuccess.capacityChanged(changed.capacity, changed.seatsLeft));
      } else notify.success(groupSessionSuccess.canceled((await onCancel(key, text)).canceled));
      onClose();
    } catch (failure) {
      notify.error(errorText(failure, groupSessionTexts.close));
    } finally {
      setBusy(false);
    }
  }
  const id = `session-${action}`;
  return (
    <ModalDialog
      open
      onClose={onClose}
      title={`${dialogTitles[action]} · ${formatDateTime(session.dateTime)}`}
      closeLabel={groupSessionTexts.close}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {groupSessionTexts.close}
          </Button>
          <Button
            colorPalette={action === 'cancel' ? 'red' : 'blue'}
            disabled={busy || text.trim() === ''}
            onClick={send}
          >
            {confirmLabels[action]}
          </Button>
        </>
      }
    >
      <FormField id={id} label={fieldLabels[action]}>
        {action === 'seats' ? (
          <chakra.input
            id={id}
            type="number"
            inputMode="numeric"
            min={1}
            max={50}
            css={nativeFieldStyles}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        ) : (
          <chakra.textarea
            id={id}
            rows={4}
            css={nativeFieldStyles}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        )}
      </FormField>
    </ModalDialog>
  );
}
