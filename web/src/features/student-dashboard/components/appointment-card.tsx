import {
  type Appointment,
  autoUpdatedText,
  cancellationReason,
  findTeachersTexts,
  formatDate,
  formatTime,
  isOverdueApproved,
  isUpcoming,
  lifecycleTexts,
  myAppointmentsTexts,
  relativeCountdown,
  studentMayChange,
} from '@appointments/domain';
import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { lazy, memo, Suspense, useState } from 'react';
import { LazyCancelDialog } from '@/components/ui/lazy-cancel-dialog';
import { PersonAvatar } from '@/components/ui/person-avatar';
import { submitCancel } from '../api/submit-actions';

const RescheduleDialog = lazy(() => import('./reschedule-dialog'));

import { AppointmentBadges } from './appointment-badges';
import { HighlightedText } from './highlighted-text';

interface AppointmentCardProps {
  appointment: Appointment;
  now: Date;
  /** 'Next', '#2', '#3' for the first upcoming sessions, else null. */
  rank: string | null;
  search: string;
}

/**
 * Memoised: the live list keeps an unchanged appointment the same object, so one approval renders
 * only its own card (and those whose rank moved), not the whole list.
 */
export const AppointmentCard = memo(function AppointmentCard({
  appointment,
  now,
  rank,
  search,
}: AppointmentCardProps) {
  const { teacher } = appointment;
  // Approved but already past and not yet completed by the job: orange so it stands out.
  const overdue = isOverdueApproved(appointment, now);
  const reason = cancellationReason(appointment);
  const [confirming, setConfirming] = useState(false);
  const [moving, setMoving] = useState(false);
  const when = `${formatDate(appointment.dateTime)}, ${formatTime(appointment.dateTime)}`;
  return (
    <Box
      as="article"
      aria-label={teacher.name}
      data-overdue={overdue || undefined}
      borderWidth="1px"
      borderColor={overdue ? 'orange.400' : 'gray.200'}
      bg={overdue ? 'orange.50' : 'white'}
      rounded="lg"
      p="4"
    >
      <Flex gap="3" justify="space-between" wrap="wrap">
        <Flex gap="3" align="center" minW="0">
          <PersonAvatar
            name={teacher.name}
            picture={teacher.profile.profilePicture}
            alt={findTeachersTexts.pictureAlt(teacher.name)}
          />
          <Box minW="0">
            <Heading as="h3" size="md" color="gray.900">
              <HighlightedText text={teacher.name} term={search} />
            </Heading>
            <Text color="gray.800">
              <HighlightedText text={teacher.subject} term={search} />
            </Text>
            <Text fontSize="sm" color="gray.700">
              <HighlightedText text={teacher.department} term={search} />
            </Text>
          </Box>
        </Flex>
        <AppointmentBadges appointment={appointment} rank={rank} />
      </Flex>
      <Stack gap="1" mt="3" fontSize="sm" color="gray.800">
        <Text>
          {myAppointmentsTexts.dateLabel}: {formatDate(appointment.dateTime)}
        </Text>
        <Text>
          {myAppointmentsTexts.timeLabel}: {formatTime(appointment.dateTime)}
          {isUpcoming(appointment, now) && (
            <Text as="span" ml="2" fontWeight="semibold" color="green.800">
              ({relativeCountdown(appointment.dateTime, now)})
            </Text>
          )}
        </Text>
        {appointment.purpose !== '' && (
          <Text>
            {myAppointmentsTexts.purposeLabel}: <HighlightedText text={appointment.purpose} term={search} />
          </Text>
        )}
        {overdue && <Text color="orange.800">{myAppointmentsTexts.overdueNote}</Text>}
        {reason && <Text color="red.800">{reason}</Text>}
        {appointment.autoUpdated && appointment.autoUpdatedAt && (
          <Text color="gray.700" fontStyle="italic">
            {autoUpdatedText(appointment.autoUpdatedAt)}
          </Text>
        )}
        {appointment.status === 'canceled' && appointment.canceledBy && (
          <Box color="red.800">
            <Text fontWeight="semibold">
              {appointment.canceledBy === 'teacher'
                ? lifecycleTexts.canceledByTeacher
                : lifecycleTexts.canceledByStudent}
            </Text>
            {appointment.cancelReason && (
              <Text>{lifecycleTexts.canceledReason(appointment.cancelReason)}</Text>
            )}
          </Box>
        )}
      </Stack>
      {studentMayChange(appointment, now) && (
        <Flex mt="3" gap="2" justify="flex-end">
          <Button size="sm" variant="outline" onClick={() => setMoving(true)}>
            {lifecycleTexts.reschedule}
          </Button>
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
            {lifecycleTexts.cancel}
          </Button>
        </Flex>
      )}
      {confirming && (
        <LazyCancelDialog
          title={lifecycleTexts.cancelDialogTitle}
          body={lifecycleTexts.cancelDialogBody(when, teacher.name)}
          reasonLabel={lifecycleTexts.reasonOptional}
          reasonRequired={false}
          onConfirm={(why) => submitCancel(appointment._id, why)}
          onClose={() => setConfirming(false)}
        />
      )}
      {moving && (
        <Suspense fallback={null}>
          <RescheduleDialog appointment={appointment} now={now} onClose={() => setMoving(false)} />
        </Suspense>
      )}
    </Box>
  );
});
