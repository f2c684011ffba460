import { insightsLinkTexts, pageTitles } from '@appointments/domain';
import { Box, Button } from '@chakra-ui/react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { cardSurface } from '@/components/ui/card';
import { DashboardSection } from '@/components/ui/dashboard-section';
import { CARD_PADDING } from '@/components/ui/layout-spacing';
import { loadCancelDialog } from '@/components/ui/lazy-cancel-dialog';
import { Page } from '@/components/ui/page';
import { Section } from '@/components/ui/section';
import { ListRowSkeleton, Skeleton } from '@/components/ui/skeleton';
import { LazyTeacherInsights } from '@/features/insights';
import { withFirebase } from '@/lib/firebase';
import { useSessionStore } from '@/lib/session/session-store';
import { useAfterPaint } from '@/lib/use-after-paint';
import { usePreloadOnFirstUse } from '@/lib/use-preload-on-first-use';
import { useBusyCalendar } from './api/calendar-settings-api';
import {
  addAvailabilitySlot,
  cancelGroupSession,
  changeGroupSessionSeats,
  decideAppointment,
  messageGroupSession,
  removeAvailabilitySlot,
} from './api/teacher-api';
import { useLineLengths } from './api/use-line-lengths';
import { useTeacherAppointments } from './api/use-teacher-appointments';
import { useTeacherCard } from './api/use-teacher-card';
import { useTeacherFigures } from './api/use-teacher-figures';
import { useTeacherSlots } from './api/use-teacher-slots';
import { AppointmentRequests } from './components/appointment-requests';
import { StatCards } from './components/stat-cards';
import { SupportSection } from './components/support-section';
import { WelcomeSection } from './components/welcome-section';
import type { StatusFilter } from './model/filter-appointments';

// Availability sits below the requests: its list and forms load after the first screen, not with it.
const ManageAvailability = lazy(() =>
  import('./components/manage-availability').then((module) => ({ default: module.ManageAvailability })),
);
const AvailabilityPlanner = lazy(() => import('./components/availability-planner'));
const OfficeHoursPanel = lazy(() => import('./components/office-hours-panel'));
const CalendarSettings = lazy(() => import('./components/calendar-settings'));
const GroupSessionsPanel = lazy(() => import('./components/group-sessions-panel'));
const loadGroupSessionActionDialog = () => import('./components/group-session-action-dialog');

const NOTHING_YET: readonly never[] = [];

/**
 * The teacher dashboard, phone first: who they are and their figures, then what needs a decision and the
 * sessions ahead, then availability (the week first, the forms behind disclosures), then support. Live reads
 * from Firestore (card, slots, appointments; the figures come from them), every write through /api. Section
 * ids are the Quick Nav's anchors.
 */
function TeacherDashboardPage() {
  const user = useSessionStore((state) => state.user);
  usePreloadOnFirstUse(loadCancelDialog, loadGroupSessionActionDialog);
  const teacherId = typeof user?._id === 'string' ? user._id : undefined;
  const card = useTeacherCard(teacherId);
  const slots = useTeacherSlots(teacherId);
  const lines = useLineLengths(teacherId);
  // The status filter is part of the history's query: a filter on canceled or completed pages through those.
  const [status, setStatus] = useState<StatusFilter>('all');
  const [insightsOpen, setInsightsOpen] = useState(false);
  const appointments = useTeacherAppointments(teacherId, status);
  const { figures, updatedAt } = useTeacherFigures(
    teacherId,
    appointments.counts,
    appointments.changeKey,
    card ? card.totalStudents : null,
  );
  // The requests' and the slots' first arrival renders in slices, after their loading lines have been
  // painted once more (lib/use-after-paint.ts): their cards are the page's largest render. Later changes
  // (a new request, a booked slot) render at once.
  // The cards start with the pending and approved ones; the history's first page joins below when it comes.
  const requestsShown = useAfterPaint(!appointments.openLoading);
  const slotsShown = useAfterPaint(!slots.loading);
  const busy = useBusyCalendar();
  const conflicts = useMemo(() => new Set(busy.view?.conflicts.map((conflict) => conflict.id)), [busy.view]);

  return (
    <Page offline="actions" title={pageTitles.teacherDashboard}>
      <Box as="section" id="welcome" aria-labelledby="welcome-heading" {...cardSurface} p={CARD_PADDING}>
        <WelcomeSection
          name={card?.name || user?.name}
          subject={card?.subject ?? ''}
          averageRating={card?.averageRating ?? 0}
          totalRatings={card?.totalRatings ?? 0}
          updatedAt={updatedAt}
        />
        <Box mt="4">
          <StatCards figures={figures} />
        </Box>
      </Box>
      <DashboardSection id="teacherAppointments">
        <AppointmentRequests
          appointments={requestsShown ? appointments.data : NOTHING_YET}
          counts={appointments.counts}
          status={status}
          onStatus={setStatus}
          hasMore={requestsShown && appointments.hasMore}
          loadingMore={appointments.loadingMore}
          onLoadMore={appointments.loadMore}
          loading={!requestsShown || appointments.loading}
          decide={decideAppointment}
        />
      </DashboardSection>
      <Suspense fallback={null}>
        <GroupSessionsPanel
          appointments={appointments.open}
          seats={slots.seats}
          lines={lines}
          onMessage={messageGroupSession}
          onCancel={cancelGroupSession}
          onSeats={changeGroupSessionSeats}
        />
      </Suspense>
      <DashboardSection id="updateAvailability">
        <Suspense fallback={<ListRowSkeleton rows={4} />}>
          <ManageAvailability
            slots={slotsShown ? slots.data : NOTHING_YET}
            places={slots.places}
            officeLocation={card?.officeLocation}
            loading={!slotsShown}
            addSlot={addAvailabilitySlot}
            removeSlot={removeAvailabilitySlot}
            weekView={
              <Suspense fallback={<Skeleton h="48" />}>
                <AvailabilityPlanner
                  slots={slots.data}
                  appointments={appointments.open}
                  blocked={slots.blocked}
                  conflicts={conflicts}
                />
              </Suspense>
            }
            officeHours={
              <Suspense fallback={<Skeleton h="64" />}>
                <OfficeHoursPanel />
              </Suspense>
            }
          />
        </Suspense>
      </DashboardSection>
      <Suspense fallback={<Skeleton h="64" />}>
        <CalendarSettings busy={busy} />
      </Suspense>
      <Section
        id="teacherInsights"
        title={insightsLinkTexts.teacherSectionTitle}
        description={insightsLinkTexts.teacherSectionIntro}
        variant="card"
      >
        {/* The charts and their library load on first opening, never with the dashboard. */}
        {insightsOpen ? (
          <Suspense fallback={<ListRowSkeleton rows={3} />}>
            <LazyTeacherInsights />
          </Suspense>
        ) : (
          <Button variant="outline" onClick={() => setInsightsOpen(true)}>
            {insightsLinkTexts.showTeacherInsights}
          </Button>
        )}
      </Section>
      <SupportSection />
    </Page>
  );
}

export default withFirebase(TeacherDashboardPage);
