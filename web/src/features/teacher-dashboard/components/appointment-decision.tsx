import {
  appointmentRequestTexts,
  displayStatus,
  errorMessages,
  formatDate,
  formatTime,
  isUpcoming,
  lifecycleSuccessMessages,
  lifecycleTexts,
  relativeCountdown,
  sessionCountdownText,
  teacherMayCancel,
} from '@appointments/domain';
import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { LazyCancelDialog } from '@/components/ui/lazy-cancel-dialog';
import { notify } from '@/lib/notify';
import { cancelSession, type TeacherDecision } from '../api/teacher-api';
import type { TeacherAppointment } from '../api/teacher-appointment';
import { errorText } from '../model/error-text';

export interface AppointmentDecisionProps {
  appointment: TeacherAppointment;
  now: Date;
  /** The decision in flight for this card, if any; both buttons wait for it. */
  pending: TeacherDecision | null;
  onDecide(decision: TeacherDecision): void;
}

/** The foot of a card: the two decisions on a pending request, else what became of the session. */
export function AppointmentDecision({ appointment, now, pending, onDecide }: AppointmentDecisionProps) {
  const status = displayStatus(appointment.status);
  const [confirming, setConfirming] = useState(false);
  const decidedHere = useRef(false);
  const outcomeRef = useRef<HTMLDivElement>(null);
  // The clicked button disappears once the decision lands: hand its focus to the outcome that replaced
  // it, so a keyboard or screen-reader user stays on this card instead of starting again at the page top.
  useEffect(() => {
    if (status === 'pending' || !decidedHere.current) return;
    decidedHere.current = false;
    if (document.activeElement === null || document.activeElement === document.body)
      outcomeRef.current?.focus();
  }, [status]);
  const decide = (decision: TeacherDecision) => {
    decidedHere.current = true;
    onDecide(decision);
  };
  if (status === 'pending') {
    return (
      <Flex gap="2" wrap="wrap">
        {/* green.700, not the palette's solid green.600: white on green.600 misses the 4.5:1 contrast. */}
        <Button
          colorPalette="green"
          bg="green.700"
          _hover={{ bg: 'green.800' }}
          size="sm"
          disabled={pending !== null}
          onClick={() => decide('approved')}
        >
          {pending === 'approved' ? appointmentRequestTexts.approving : appointmentRequestTexts.approve}
        </Button>
        <Button
          colorPalette="red"
          variant="outline"
          size="sm"
          disabled={pending !== null}
          onClick={() => decide('canceled')}
        >
          {pending === 'canceled' ? appointmentRequestTexts.declining : appointmentRequestTexts.decline}
        </Button>
      </Flex>
    );
  }
  if (status === 'approved') {
    return (
      <Flex gap="3" justify="space-between" align="flex-start" wrap="wrap">
        <Box ref={outcomeRef} tabIndex={-1} color="green.800">
          <Text fontWeight="semibold">{appointmentRequestTexts.sessionApproved}</Text>
          {isUpcoming(appointment, now) && (
            <Text fontSize="sm">{sessionCountdownText(relativeCountdown(appointment.dateTime, now))}</Text>
          )}
        </Box>
        {teacherMayCancel(appointment, now) && (
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
            {lifecycleTexts.cancelSession}
          </Button>
        )}
        {confirming && (
          <LazyCancelDialog
            title={lifecycleTexts.teacherCancelDialogTitle}
            body={lifecycleTexts.teacherCancelDialogBody(
              `${formatDate(appointment.dateTime)}, ${formatTime(appointment.dateTime)}`,
              appointment.student.name,
            )}
            reasonLabel={lifecycleTexts.reasonRequired}
            reasonRequired
            onConfirm={async (reason) => {
              try {
                await cancelSession(appointment._id, reason);
              } catch (failure) {
                notify.error(errorText(failure, errorMessages.appointmentStatusUpdateFailed));
                throw failure;
              }
              notify.success(lifecycleSuccessMessages.canceledByTeacher);
            }}
            onClose={() => setConfirming(false)}
          />
        )}
      </Flex>
    );
  }
  return (
    <Box ref={outcomeRef} tabIndex={-1} color={status === 'completed' ? 'blue.800' : 'red.800'}>
      <Text fontWeight="semibold">
        {status === 'completed'
          ? appointmentRequestTexts.sessionCompletedStatus
          : appointmentRequestTexts.sessionCanceled}
      </Text>
      {status === 'canceled' && appointment.canceledBy && (
        <Text fontSize="sm">
          {appointment.canceledBy === 'teacher'
            ? lifecycleTexts.canceledByTeacher
            : lifecycleTexts.canceledByStudent}
          {appointment.cancelReason ? ` · ${lifecycleTexts.canceledReason(appointment.cancelReason)}` : ''}
        </Text>
      )}
    </Box>
  );
}
