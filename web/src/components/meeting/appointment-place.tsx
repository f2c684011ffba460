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
import { Skeleton } from '@/components/ui/skeleton';
import { useAppointmentPlace } from './use-appointment-place';

const JitsiCallDialog = lazy(() => import('./jitsi-call-dialog'));

interface AppointmentPlaceProps {
  appointment: Pick<Appointment, '_id' | 'status' | 'dateTime' | 'durationMinutes' | 'placeKind'>;
  now: Date;
  /** The name the call shows for this side (the call's own lobby asks when absent). */
  displayName?: string;
}

/**
 * Where a requested or approved session happens, on both sides' cards: the location (or that the
 * teacher will confirm it), or 'Online' with, once approved, a 'Join' button that is active from 10
 * minutes before the start to the end. A Jitsi room opens in the app; other hosts open in a new tab.
 */
export function AppointmentPlace({ appointment, now, displayName }: AppointmentPlaceProps) {
  const upcoming = appointment.status === 'approved' || appointment.status === 'pending';
  const place = useAppointmentPlace(upcoming ? appointment._id : null);
  const reasonId = useId();
  const [calling, setCalling] = useState(false);
  if (!upcoming || place === null) return null;
  if (place === undefined) return <PlaceLoading appointment={appointment} />;

  const line = (
    <Text>
      {meetingPlaceTexts.placeLabel}: {placeLine(place)}
    </Text>
  );
  if (place.kind === 'in_person' || appointment.status !== 'approved') return line;

  const join = joinWindow(appointment, now);
  const joinable = join.state === 'open';
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
        {joinable && !room ? (
          <Button asChild size="sm" colorPalette="green">
            <a href={place.url} target="_blank" rel="noopener noreferrer" aria-describedby={reasonId}>
              {meetingPlaceTexts.join}
            </a>
          </Button>
        ) : (
          <Button
            size="sm"
            colorPalette="green"
            disabled={!joinable}
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

/**
 * The place's shape while its document is on its way, so the card does not grow under the reader when it
 * arrives: the 'Where' line, and for an approved online session the row with 'Join' (not yet usable). The
 * appointment says which kind of place it has; one stored before it did shows nothing until it is known.
 */
function PlaceLoading({ appointment }: { appointment: Pick<Appointment, 'status' | 'placeKind'> }) {
  if (!appointment.placeKind) return null;
  const withJoin = appointment.placeKind === 'online' && appointment.status === 'approved';
  return (
    <Box aria-busy="true">
      <Flex align="center" gap="1">
        <Text>{meetingPlaceTexts.placeLabel}:</Text>
        <Skeleton h="3" w="8rem" />
      </Flex>
      {withJoin && (
        <Flex mt="2" gap="2" align="center">
          <Button size="sm" colorPalette="green" disabled>
            {meetingPlaceTexts.join}
          </Button>
        </Flex>
      )}
    </Box>
  );
}
