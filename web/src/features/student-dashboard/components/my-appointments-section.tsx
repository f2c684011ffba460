import {
  type Appointment,
  countByStatus,
  isUpcoming,
  myAppointmentsTexts,
  sortStudentAppointments,
  studentDashboardTexts,
  studentRankBadge,
  upcomingSessionsText,
} from '@appointments/domain';
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { memo, useMemo, useState } from 'react';
import { DashboardSection } from '@/components/ui/dashboard-section';
import { UpdatedTime } from '@/components/ui/updated-time';
import {
  ALL_TEACHERS,
  filterAppointments,
  type StatusFilter,
  teacherChoices,
} from '../model/appointment-filters';
import { monthFigures } from '../model/month-figures';
import { AppointmentCard } from './appointment-card';
import { AppointmentFiltersBar } from './appointment-filters-bar';
import { AppointmentFooterCards } from './appointment-footer-cards';
import { AppointmentListSkeleton } from './appointment-list-skeleton';
import { AppointmentsEmptyState } from './appointments-empty-state';

interface MyAppointmentsSectionProps {
  appointments: readonly Appointment[];
  now: Date;
  loading: boolean;
  updatedAt: Date | null;
  onRefresh(): void;
  onFollowUp?(appointment: Appointment): void;
}

/** Memoised: a change to the teachers (or the statistics) leaves the appointments alone. */
export const MyAppointmentsSection = memo(function MyAppointmentsSection({
  appointments,
  now,
  loading,
  updatedAt,
  onRefresh,
  onFollowUp,
}: MyAppointmentsSectionProps) {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [teacherId, setTeacherId] = useState(ALL_TEACHERS);
  const teachers = useMemo(() => teacherChoices(appointments), [appointments]);
  // A teacher whose last appointment went (deleted with its account) leaves the filter on everyone.
  const shownTeacher = teachers.some((teacher) => teacher.teacherId === teacherId) ? teacherId : ALL_TEACHERS;
  const counts = useMemo(() => countByStatus(appointments), [appointments]);
  const months = useMemo(() => monthFigures(appointments, now), [appointments, now]);
  const upcomingCount = useMemo(
    () => appointments.filter((item) => isUpcoming(item, now)).length,
    [appointments, now],
  );
  const shown = useMemo(
    () => sortStudentAppointments(filterAppointments(appointments, search, status, shownTeacher), now),
    [appointments, search, status, shownTeacher, now],
  );
  const searching = search.trim() !== '' || shownTeacher !== ALL_TEACHERS;

  return (
    <DashboardSection
      id="myAppointments"
      actions={
        <>
          <UpdatedTime at={updatedAt} />
          <Button
            size="xs"
            variant="ghost"
            colorPalette="gray"
            onClick={onRefresh}
            aria-label={myAppointmentsTexts.refreshLabel}
          >
            {studentDashboardTexts.refresh}
          </Button>
        </>
      }
    >
      <AppointmentFiltersBar
        search={search}
        status={status}
        counts={counts}
        teacherId={shownTeacher}
        teachers={teachers}
        onSearch={setSearch}
        onStatus={setStatus}
        onTeacher={setTeacherId}
      />
      <Text mb="3" color="gray.800" role="status">
        {upcomingSessionsText(upcomingCount)} ·{' '}
        {searching ? myAppointmentsTexts.found(shown.length) : myAppointmentsTexts.total(shown.length)}
      </Text>
      {upcomingCount > 0 && status === 'all' && !searching && (
        <Box bg="blue.50" color="blue.900" rounded="md" p="3" mb="3">
          {myAppointmentsTexts.upcomingBanner}
        </Box>
      )}
      {loading && appointments.length === 0 ? (
        <AppointmentListSkeleton />
      ) : shown.length === 0 ? (
        <AppointmentsEmptyState hasAny={appointments.length > 0} searching={searching} status={status} />
      ) : (
        <Stack gap="3" as="ul" listStyleType="none">
          {shown.map((appointment, position) => (
            <li key={appointment._id}>
              <AppointmentCard
                appointment={appointment}
                now={now}
                rank={studentRankBadge(appointment, position, now)}
                search={search.trim()}
                onFollowUp={onFollowUp}
              />
            </li>
          ))}
        </Stack>
      )}
      <AppointmentFooterCards counts={counts} months={months} />
    </DashboardSection>
  );
});
