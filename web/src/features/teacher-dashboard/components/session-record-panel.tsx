import {
  ATTENDANCE_MARKS,
  type AttendanceMark,
  formatTime,
  hasAttendance,
  inAttendanceWindow,
  sessionOutcome,
  sessionRecordMessages,
  sessionRecordTexts,
} from '@appointments/domain';
import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { Chip } from '@/components/ui/chip';
import { notify } from '@/lib/notify';
import { markAttendance } from '../api/session-record-api';
import type { TeacherAppointment } from '../api/teacher-appointment';

const SessionNotesForm = lazy(async () => ({
  default: (await import('./session-notes-form')).SessionNotesForm,
}));
const PastSessionsDialog = lazy(async () => ({
  default: (await import('./past-sessions-dialog')).PastSessionsDialog,
}));
const FollowUpDialog = lazy(async () => ({
  default: (await import('./follow-up-dialog')).FollowUpDialog,
}));

/**
 * The teacher's side of the session record on a card: the student's check-in (live, from the listener
 * on the appointments), attendance buttons while the window is open, the notes, 'Book a follow-up' and the
 * student's past sessions with this teacher.
 */
export function SessionRecordPanel({ appointment, now }: { appointment: TeacherAppointment; now: Date }) {
  const [marking, setMarking] = useState<AttendanceMark | null>(null);
  const [notesOpen, setNotesOpen] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [followUpOpen, setFollowUpOpen] = useState(false);
  const held = hasAttendance(appointment.status);
  const canMark = held && inAttendanceWindow(appointment, now);
  const checkedInAt = appointment.checkedInAt ?? null;
  const attendance = appointment.attendance ?? null;

  async function mark(next: AttendanceMark) {
    setMarking(next);
    try {
      await markAttendance(appointment._id, next);
      notify.success(sessionRecordMessages.attendanceRecorded);
    } catch (error) {
      notify.error(error instanceof Error ? error.message : String(error));
    } finally {
      setMarking(null);
    }
  }

  return (
    <Box mt="3" display="flex" flexDirection="column" gap="2">
      {checkedInAt && appointment.status === 'approved' && (
        <Chip bg="green.50" color="green.900" role="status" alignSelf="flex-start">
          {sessionRecordTexts.studentHere(formatTime(checkedInAt))}
        </Chip>
      )}
      {appointment.status === 'completed' && (
        <Text fontSize="sm" fontWeight="semibold" color="gray.800">
          {sessionRecordTexts.outcome[sessionOutcome(appointment)]}
        </Text>
      )}
      {canMark && (
        <Box role="group" aria-label={sessionRecordTexts.markAttendance}>
          <Text fontSize="sm" fontWeight="semibold" color="gray.800" mb="1">
            {sessionRecordTexts.markAttendance}
          </Text>
          <Flex gap="2" wrap="wrap">
            {ATTENDANCE_MARKS.map((option) => (
              <Button
                key={option}
                size="sm"
                variant={attendance === option ? 'solid' : 'outline'}
                colorPalette={option === 'no_show' ? 'red' : 'green'}
                aria-pressed={attendance === option}
                loading={marking === option}
                disabled={marking !== null}
                onClick={() => mark(option)}
              >
                {sessionRecordTexts.attendance[option]}
              </Button>
            ))}
          </Flex>
        </Box>
      )}
      <Flex gap="2" wrap="wrap">
        {held && (
          <Button
            size="sm"
            variant="outline"
            aria-expanded={notesOpen}
            onClick={() => setNotesOpen(!notesOpen)}
          >
            {notesOpen ? sessionRecordTexts.hideNotes : sessionRecordTexts.openNotes}
          </Button>
        )}
        {held && (
          <Button size="sm" variant="outline" onClick={() => setFollowUpOpen(true)}>
            {sessionRecordTexts.bookFollowUp}
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={() => setHistoryOpen(true)}>
          {sessionRecordTexts.openHistory}
        </Button>
      </Flex>
      <Suspense fallback={null}>
        {notesOpen && <SessionNotesForm appointment={appointment} />}
        {followUpOpen && <FollowUpDialog appointment={appointment} onClose={() => setFollowUpOpen(false)} />}
        {historyOpen && (
          <PastSessionsDialog
            studentId={appointment.studentId}
            studentName={appointment.student.name}
            onClose={() => setHistoryOpen(false)}
          />
        )}
      </Suspense>
    </Box>
  );
}
