import {
  appointmentRequestTexts,
  countByStatus,
  errorMessages,
  isUpcoming,
  reviewBannerText,
  SLOT_EXPIRY_CHECK_INTERVAL_MS,
  sortTeacherAppointments,
  successMessages,
  teacherRankBadge,
} from '@appointments/domain';
import { Box, Stack, Text } from '@chakra-ui/react';
import { memo, useCallback, useMemo, useState } from 'react';
import { errorText } from '@/lib/error-text';
import { notify } from '@/lib/notify';
import { useNow } from '@/lib/use-now';
import type { TeacherDecision } from '../api/teacher-api';
import type { TeacherAppointment } from '../api/teacher-appointment';
import { filterAppointments, type StatusFilter } from '../model/filter-appointments';
import { AppointmentCard } from './appointment-card';
import { AppointmentSummary } from './appointment-summary';
import { AppointmentToolbar } from './appointment-toolbar';

export interface AppointmentRequestsProps {
  appointments: readonly TeacherAppointment[];
  loading: boolean;
  decide(id: string, decision: TeacherDecision): Promise<unknown>;
}

const DECISION_TOASTS: Record<TeacherDecision, string> = {
  approved: successMessages.appointmentApproved,
  canceled: successMessages.appointmentCancelled,
};

/**
 * Appointment Requests: search, filter, review banner, the spec's order and rank badges, decisions, summary.
 * Memoised, with its derived lists computed once per change of their inputs: the page re-renders on every
 * live change (slots, card, stats) and this list is its largest part.
 */
export const AppointmentRequests = memo(function AppointmentRequests({
  appointments,
  loading,
  decide,
}: AppointmentRequestsProps) {
  // Countdowns and the upcoming/past split move on with the clock; a minute is their finest unit.
  const now = useNow(SLOT_EXPIRY_CHECK_INTERVAL_MS);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [inFlight, setInFlight] = useState<Record<string, TeacherDecision>>({});
  const counts = useMemo(() => countByStatus(appointments), [appointments]);
  const sorted = useMemo(() => sortTeacherAppointments(appointments, now), [appointments, now]);
  const shown = useMemo(() => filterAppointments(sorted, search, status), [sorted, search, status]);
  const upcoming = useMemo(() => appointments.filter((a) => isUpcoming(a, now)).length, [appointments, now]);

  // Stable, so the memoised cards are not re-rendered for a new callback.
  const onDecide = useCallback(
    async (id: string, decision: TeacherDecision) => {
      setInFlight((current) => ({ ...current, [id]: decision }));
      try {
        await decide(id, decision);
        notify.success(DECISION_TOASTS[decision]);
      } catch (failure) {
        // The server's 409 texts ('already approved', 'time has passed', 'already have a session') come through.
        notify.error(errorText(failure, errorMessages.appointmentStatusUpdateFailed));
      } finally {
        setInFlight(({ [id]: _done, ...rest }) => rest);
      }
    },
    [decide],
  );

  return (
    <Box>
      <AppointmentToolbar
        search={search}
        onSearch={setSearch}
        status={status}
        onStatus={setStatus}
        counts={counts}
      />
      {counts.pending > 0 && (
        <Box
          role="status"
          bg="yellow.50"
          borderWidth="1px"
          borderColor="yellow.400"
          rounded="md"
          p="3"
          mb="4"
          color="yellow.900"
        >
          {reviewBannerText(counts.pending)}
        </Box>
      )}
      {loading ? (
        <Text color="gray.700">{appointmentRequestTexts.loading}</Text>
      ) : shown.length === 0 ? (
        <Text color="gray.700">
          {appointments.length === 0
            ? appointmentRequestTexts.noAppointments
            : appointmentRequestTexts.noMatches}
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="3">
          {shown.map((appointment, position) => (
            <li key={appointment._id}>
              <AppointmentCard
                appointment={appointment}
                rankBadge={teacherRankBadge(appointment, position)}
                now={now}
                pending={inFlight[appointment._id] ?? null}
                onDecide={onDecide}
              />
            </li>
          ))}
        </Stack>
      )}
      <AppointmentSummary counts={counts} upcoming={upcoming} />
    </Box>
  );
});
