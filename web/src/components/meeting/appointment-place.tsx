import {
  type Appointment,
  formatTime,
  jitsiRoomOf,
  joinWindow,
  meetingPlaceTexts,
  placeLine,
} from '@appointments/domain';
import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { lazy, Suspense, useId, useState } from 'react';
import { useAppointmentPlace } from './use-appointment-place';

const JitsiCallDialog = lazy(() => import('./jitsi-call-dialog'));

interface AppointmentPlaceProps {
  appointment: Pick<Appointment, '_id' | 'status' | 'dateTime' | 'durationMinutes'>;
  now: Date;
  /** The name the call shows for this side (the call's own lobby asks when absent). */
  displayName?: string;
}

/**
 * Where an approved session happens, on both sides' cards: the location, or 'Online' with a 'Join'
 * button that is active from 10 minutes before the start to the end. A Jitsi room opens in the app;
 * other hosts open in a new tab.
 */
export function AppointmentPlace({ appointment, now, displayName }: AppointmentPlaceProps) {
  const approved = appointment.status === 'approved';
  const place = useAppointmentPlace(approved ? appointment._id : null);
  const reasonId = useId();
  const [calling, setCalling] = useState(false);
  if (!approved || !place) return null;

  const line = (
    <Text>
      {meetingPlaceTexts.placeLabel}: {placeLine(place)}
    </Text>
  );
  if (place.kind === 'in_person') return line;

  const join = joinWindow(appointment, now);
  const open = join.state === 'open';
  const reason =
    join.state === 'before'
      ? meetingPlaceTexts.joinOpensAt(formatTime(join.opensAt))
      : join.state === 'ended'
        ? meetingPlaceTexts.joinEnded
        : null;
  const room = place.provider === 'jitsi' ? jitsiRoomOf(place.url) : null;
  return (
    <Box>
      {line}
      <Flex mt="2" gap="2" align="center" wrap="wrap">
        {open && !room ? (
          <Button asChild size="sm" colorPalette="green">
            <a href={place.url} target="_blank" rel="noopener noreferrer" aria-describedby={reasonId}>
              {meetingPlaceTexts.join}
            </a>
          </Button>
        ) : (
          <Button
            size="sm"
            colorPalette="green"
            disabled={!open}
            aria-describedby={reason ? reasonId : undefined}
            onClick={() => setCalling(true)}
          >
            {meetingPlaceTexts.join}
          </Button>
        )}
        <Text id={reasonId} fontSize="xs" color="gray.700">
          {reason ?? (room ? '' : meetingPlaceTexts.joinNewTab)}
        </Text>
      </Flex>
      {calling && room && (
        <Suspense fallback={<Text role="status">{meetingPlaceTexts.loadingCall}</Text>}>
          <JitsiCallDialog
            domain={room.domain}
            roomName={room.roomName}
            displayName={displayName ?? ''}
            onClose={() => setCalling(false)}
          />
        </Suspense>
      )}
    </Box>
  );
}
