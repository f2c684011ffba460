import {
  formatDate,
  formatTime,
  sessionOutcome,
  sessionRecordTexts,
  teacherStatusLabel,
} from '@appointments/domain';
import { Box, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { fetchPastSessions, type PastSession } from '../api/session-record-api';

/**
 * A student's past sessions with the teacher, newest first: when, attendance, the published summary and
 * the teacher's own private note (read through the API, which gives each teacher only their own).
 */
export function PastSessionsDialog({
  studentId,
  studentName,
  onClose,
}: {
  studentId: string;
  studentName: string;
  onClose(): void;
}) {
  const [sessions, setSessions] = useState<PastSession[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    fetchPastSessions(studentId).then(
      (found) => current && setSessions(found),
      (error: unknown) => current && setFailed(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      current = false;
    };
  }, [studentId]);

  return (
    <ModalDialog
      open
      onClose={onClose}
      title={sessionRecordTexts.historyTitleFor(studentName)}
      closeLabel={sessionRecordTexts.close}
    >
      {failed ? (
        <Text color="red.700">{failed}</Text>
      ) : sessions === null ? (
        <Text color="gray.700">{sessionRecordTexts.loading}</Text>
      ) : sessions.length === 0 ? (
        <Text color="gray.700">{sessionRecordTexts.historyEmpty}</Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none">
          {sessions.map(({ appointment, privateNote }) => (
            <Box as="li" key={appointment._id} borderWidth="1px" borderColor="gray.200" rounded="md" p="3">
              <Text fontWeight="semibold" color="gray.900">
                {formatDate(appointment.dateTime)}, {formatTime(appointment.dateTime)}
              </Text>
              <Text fontSize="sm" color="gray.800">
                {appointment.status === 'completed'
                  ? sessionRecordTexts.outcome[sessionOutcome(appointment)]
                  : appointment.attendance
                    ? sessionRecordTexts.attendance[appointment.attendance]
                    : teacherStatusLabel(appointment.status)}
              </Text>
              {appointment.summary?.covered && (
                <Text mt="2" whiteSpace="pre-wrap" color="gray.900">
                  <strong>{sessionRecordTexts.coveredLabel}:</strong> {appointment.summary.covered}
                </Text>
              )}
              {appointment.summary?.nextSteps && (
                <Text mt="1" whiteSpace="pre-wrap" color="gray.900">
                  <strong>{sessionRecordTexts.nextStepsLabel}:</strong> {appointment.summary.nextSteps}
                </Text>
              )}
              {privateNote && (
                <Text mt="2" whiteSpace="pre-wrap" color="gray.800" bg="gray.50" p="2" rounded="md">
                  <strong>{sessionRecordTexts.privateNoteHeading}:</strong> {privateNote}
                </Text>
              )}
            </Box>
          ))}
        </Stack>
      )}
    </ModalDialog>
  );
}
