import {
  appointmentRequestTexts,
  displayStatus,
  errorMessages,
  isUpcoming,
  reviewBannerText,
  SLOT_EXPIRY_CHECK_INTERVAL_MS,
  sortTeacherAppointments,
  successMessages,
  teacherRankBadge,
} from '@appointments/domain';
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { memo, useCallback, useMemo, useState } from 'react';
import { CardSkeleton } from '@/components/ui/skeleton';
import { errorText } from '@/lib/error-text';
import { notify } from '@/lib/notify';
import { useNow } from '@/lib/use-now';
import type { TeacherDecision } from '../api/teacher-api';
import type { TeacherAppointment } from '../api/teacher-appointment';
import { filterAppointments, type StatusFilter } from '../model/filter-appointments';
import { allCounted, type RequestCounts } from '../model/request-lists';
import { dashboardLayoutTexts } from '../texts';
import { AppointmentCard } from './appointment-card';
import { AppointmentSummary } from './appointment-summary';
import { AppointmentToolbar } from './appointment-toolbar';

type Group = 'needsDecision' | 'upcomingSessions' | 'history';

const GROUP_TITLES: Record<Group, string> = {
  needsDecision: dashboardLayoutTexts.needsDecision,
  upcomingSessions: dashboardLayoutTexts.upcomingSessions,
  history: dashboardLayoutTexts.history,
};

/** Which part of the sorted list a card is in: the sort puts the groups in this order. */
function groupOf(appointment: TeacherAppointment, now: Date): Group {
  if (displayStatus(appointment.status) === 'pending') return 'needsDecision';
  return isUpcoming(appointment, now) ? 'upcomingSessions' : 'history';
}

const SKELETON_CARDS = [1, 2];

export interface AppointmentRequestsProps {
  /** Every pending request and approved session, and the history pages shown (of the status filter). */
  appointments: readonly TeacherAppointment[];
  /** Over every appointment of the teacher, not the pages shown. */
  counts: RequestCounts;
  status: StatusFilter;
  onStatus(value: StatusFilter): void;
  /** Older history may follow the pages shown. */
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore(): void;
  /** Rows are still arriving (the first load, or a new status filter's). */
  loading: boolean;
  decide(id: string, decision: TeacherDecision): Promise<unknown>;
}

const DECISION_TOASTS: Record<TeacherDecision, string> = {
  approved: successMessages.appointmentApproved,
  canceled: successMessages.appointmentCancelled,
};

/**
 * Appointment Requests: search, filter, review banner, the spec's order and rank badges, decisions, summary,
 * and 'Show older appointments' for the history's next page. Every pending and approved appointment is in
 * `appointments`, so the order's first part, the rank badges and the upcoming count are exact; the history
 * follows newest first. Memoised, with its derived lists computed once per change of their inputs: the page
 * re-renders on every live change (slots, card, stats) and this list is its largest part.
 */
export const AppointmentRequests = memo(function AppointmentRequests({
  appointments,
  counts,
  status,
  onStatus,
  hasMore,
  loadingMore,
  onLoadMore,
  loading,
  decide,
}: AppointmentRequestsProps) {
  // Countdowns and the upcoming/past split move on with the clock; a minute is their finest unit.
  const now = useNow(SLOT_EXPIRY_CHECK_INTERVAL_MS);
  const [search, setSearch] = useState('');
  const [inFlight, setInFlight] = useState<Record<string, TeacherDecision>>({});
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
        onStatus={onStatus}
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
      {shown.length === 0 && (loading || counts.all === null) ? (
        <Stack gap="3" aria-busy="true">
          <Text color="gray.700">{appointmentRequestTexts.loading}</Text>
          {SKELETON_CARDS.map((card) => (
            <CardSkeleton key={card} lines={4} />
          ))}
        </Stack>
      ) : shown.length === 0 ? (
        <Text color="gray.700">
          {counts.all === 0 ? appointmentRequestTexts.noAppointments : appointmentRequestTexts.noMatches}
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="3">
          {shown.map((appointment, position) => {
            const group = groupOf(appointment, now);
            const previous = shown[position - 1];
            const startsGroup = !previous || groupOf(previous, now) !== group;
            return (
              <li key={appointment._id}>
                {startsGroup && (
                  <Text as="h3" fontWeight="semibold" color="gray.900" mt={position === 0 ? '0' : '3'} mb="2">
                    {GROUP_TITLES[group]}
                  </Text>
                )}
                <AppointmentCard
                  appointment={appointment}
                  rankBadge={teacherRankBadge(appointment, position, now)}
                  now={now}
                  pending={inFlight[appointment._id] ?? null}
                  onDecide={onDecide}
                />
              </li>
            );
          })}
        </Stack>
      )}
      {hasMore && (
        <Box textAlign="center" mt="4">
          {search.trim() !== '' && (
            <Text fontSize="sm" color="gray.700" mb="2">
              {appointmentRequestTexts.searchShownOnly}
            </Text>
          )}
          <Button variant="outline" onClick={onLoadMore} loading={loadingMore}>
            {appointmentRequestTexts.showOlder}
          </Button>
        </Box>
      )}
      {allCounted(counts) && <AppointmentSummary counts={counts} upcoming={upcoming} />}
    </Box>
  );
});
