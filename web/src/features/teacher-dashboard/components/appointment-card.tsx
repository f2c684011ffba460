import {
  appointmentRequestTexts,
  cancellationReason,
  displayStatus,
  formatDate,
  formatTime,
  isUpcoming,
  teacherStatusLabel,
  URGENT_BADGE,
} from '@appointments/domain';
import { Box, Flex, SimpleGrid, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { AppointmentPlace } from '@/components/meeting/appointment-place';
import { CardTitle, cardSurface } from '@/components/ui/card';
import { Chip, type ChipTone } from '@/components/ui/chip';
import { CARD_PADDING } from '@/components/ui/layout-spacing';
import { PersonAvatar } from '@/components/ui/person-avatar';
import { AddToCalendar, showsAddToCalendar } from '@/features/calendar';
import type { TeacherDecision } from '../api/teacher-api';
import type { TeacherAppointment } from '../api/teacher-appointment';
import { AppointmentDecision } from './appointment-decision';
import { SessionRecordPanel } from './session-record-panel';

export interface AppointmentCardProps {
  appointment: TeacherAppointment;
  /** 'Urgent' on a pending request due within 24 hours, '#1'–'#3' on the first pending ones, else null. */
  rankBadge: string | null;
  now: Date;
  pending: TeacherDecision | null;
  /** One callback for the whole list (it takes the id), so a card's props stay equal while it is unchanged. */
  onDecide(id: string, decision: TeacherDecision): void;
}

/** What the date line says about the session: the spec's sublabels. */
function dateSublabel(appointment: TeacherAppointment, now: Date): string | null {
  const status = displayStatus(appointment.status);
  if (status === 'pending') return appointmentRequestTexts.needsApproval;
  if (status === 'completed') return appointmentRequestTexts.sessionCompleted;
  if (status === 'canceled') return cancellationReason(appointment);
  return isUpcoming(appointment, now) ? appointmentRequestTexts.upcomingSession : null;
}

const STATUS_TONES: Record<string, ChipTone> = {
  pending: 'warning',
  approved: 'success',
  completed: 'brand',
  canceled: 'danger',
};

/**
 * One request card. Memoised: a snapshot that adds one request re-renders that card (and any whose badge
 * moved), not every card of a long list; the list keeps unchanged rows as the same objects for this.
 */
export const AppointmentCard = memo(function AppointmentCard({
  appointment,
  rankBadge,
  now,
  pending,
  onDecide,
}: AppointmentCardProps) {
  const status = displayStatus(appointment.status);
  const sublabel = dateSublabel(appointment, now);
  const headingId = `appointment-${appointment._id}-student`;
  return (
    <Box
      as="article"
      aria-labelledby={headingId}
      {...cardSurface}
      // A request waiting for the teacher stands out from the decided ones.
      borderColor={status === 'pending' ? 'orange.300' : 'line'}
      p={CARD_PADDING}
    >
      <Flex gap="3" align="flex-start">
        <PersonAvatar name={appointment.student.name} picture={appointment.student.profile.profilePicture} />
        <Box flex="1" minW="0">
          <Flex gap="2" wrap="wrap" align="center">
            <CardTitle id={headingId}>{appointment.student.name}</CardTitle>
            {rankBadge && (
              <Chip bg={rankBadge === URGENT_BADGE ? 'red.700' : 'gray.700'} color="white">
                {rankBadge}
              </Chip>
            )}
            <Chip tone={STATUS_TONES[status]}>{teacherStatusLabel(appointment.status)}</Chip>
          </Flex>
          <Text textStyle="caption" color="ink.muted" overflowWrap="anywhere">
            {appointment.student.email}
          </Text>
        </Box>
      </Flex>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" mt="3">
        <Box>
          <Text fontWeight="medium" color="gray.900">
            {formatDate(appointment.dateTime)}
          </Text>
          {sublabel && (
            <Text fontSize="sm" color="gray.700">
              {sublabel}
            </Text>
          )}
        </Box>
        <Box>
          <Text fontWeight="medium" color="gray.900">
            {formatTime(appointment.dateTime)}
          </Text>
          <Text fontSize="sm" color="gray.700">
            {appointmentRequestTexts.scheduledTime}
          </Text>
        </Box>
      </SimpleGrid>
      <Box mt="3" bg="surface.sunken" rounded="control" p="3">
        <Text fontSize="sm" fontWeight="semibold" color="gray.800">
          {appointmentRequestTexts.sessionPurpose}
        </Text>
        <Text color="gray.900">{appointment.purpose || appointmentRequestTexts.noPurpose}</Text>
      </Box>
      <Box mt="3" fontSize="sm" color="gray.800">
        <AppointmentPlace appointment={appointment} now={now} />
      </Box>
      <SessionRecordPanel appointment={appointment} now={now} />
      {showsAddToCalendar(appointment, now) && (
        <Box mt="3">
          <AddToCalendar appointment={appointment} otherName={appointment.student.name} />
        </Box>
      )}
      <Box mt="3">
        <AppointmentDecision
          appointment={appointment}
          now={now}
          pending={pending}
          onDecide={(decision) => onDecide(appointment._id, decision)}
        />
      </Box>
    </Box>
  );
});
