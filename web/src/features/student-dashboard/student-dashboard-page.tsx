import {
  type Appointment,
  academicYearLabel,
  bookableSlots,
  followUpPurpose,
  type IsoDateTime,
  PURPOSE_MAX_LENGTH,
  pageTitles,
  ratableTeacherIds,
  studentDashboardTexts,
  studentGreetingName,
  successMessages,
  type TeacherCard,
} from '@appointments/domain';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useAuth } from 'reactfire';
import { PAGE_PADDING_Y } from '@/components/ui/layout-spacing';
import { loadCancelDialog } from '@/components/ui/lazy-cancel-dialog';
import { Page } from '@/components/ui/page';
import { withFirebase } from '@/lib/firebase';
import { notify } from '@/lib/notify';
import { useSessionStore } from '@/lib/session/session-store';
import { useAfterPaint } from '@/lib/use-after-paint';
import { useNow } from '@/lib/use-now';
import { usePreloadOnFirstUse } from '@/lib/use-preload-on-first-use';
import { findMatchingTeachers } from './api/student-api';
import { submitBooking, submitRating } from './api/submit-actions';
import { useBookingPauseEnd } from './api/use-booking-pause';
import { useMyAppointments } from './api/use-my-appointments';
import { useMyRating } from './api/use-my-rating';
import { useMyWaitlist } from './api/use-my-waitlist';
import { type TeacherFinder, useTeacherFinder } from './api/use-teacher-finder';
import { useTeacherSlotListing } from './api/use-teacher-slots';
import { joinWaitlist, leaveWaitlist, passOffer, takeOffer } from './api/waitlist-api';
import { BookingPauseNotice } from './components/booking-pause-notice';
import { ContactSection } from './components/contact-section';
import { FindTeachersSection } from './components/find-teachers-section';
import { LazyMatchTeachersSection } from './components/lazy-match-teachers-section';
import { LazyMyAppointmentsSection } from './components/lazy-my-appointments-section';
import { LazyWelcomeSection } from './components/lazy-welcome-section';
import { RefreshStatsButton } from './components/refresh-stats-button';
import { TAB_BAR_SPACE } from './components/tab-bar-space';
import { WaitlistSection } from './components/waitlist-section';
import { followUpTeacher } from './model/follow-up';

const NO_TEACHERS: TeacherFinder['teachers'] = [];

// The modals carry the form validation (zod): they load on the visitor's first sign of use, not with the page.
const loadBookingModal = () => import('./components/booking-modal');
const loadRatingModal = () => import('./components/rating-modal');
// My Appointments' dialogs (its cards load them), ahead of the first click in the same way.
const loadRescheduleDialog = () => import('./components/reschedule-dialog');
// The phones' section bar is not needed for the first paint.
const SectionTabBar = lazy(async () => ({
  default: (await import('./components/section-tab-bar')).SectionTabBar,
}));
const BookingModal = lazy(async () => ({ default: (await loadBookingModal()).BookingModal }));
const RatingModal = lazy(async () => ({ default: (await loadRatingModal()).RatingModal }));

/** The teacher whose booking modal is open, and what a suggestion chose for it. */
interface BookingTarget {
  teacher: TeacherCard;
  prefill?: { slot?: IsoDateTime; purpose: string };
  /** Told when the modal closes whether it booked (the suggestion then asks for the next slot). */
  settle?(booked: boolean): void;
}

/** Wires the live data and the API to the presentational sections; the section ids are the Quick Nav's. */
function StudentDashboardPage() {
  const auth = useAuth();
  const user = useSessionStore((state) => state.user);
  const studentId = user?._id ?? auth.currentUser?.uid ?? null;
  const pauseEnd = useBookingPauseEnd(studentId);
  const now = useNow();
  usePreloadOnFirstUse(loadBookingModal, loadRatingModal, loadRescheduleDialog, loadCancelDialog);
  const finder = useTeacherFinder(now);
  const appointments = useMyAppointments(studentId);
  const waitlist = useMyWaitlist(studentId);
  // The first page of teacher cards renders in slices, after the loading line has been painted once more
  // (lib/use-after-paint.ts), rather than in one long task while the page loads; later changes at once.
  const teachersShown = useAfterPaint(!finder.loading || finder.teachers.length > 0);
  const shownFinder = useMemo(
    () => (teachersShown ? finder : { ...finder, teachers: NO_TEACHERS, loading: true, hasMore: false }),
    [finder, teachersShown],
  );
  const ratable = useMemo(() => ratableTeacherIds(appointments.items), [appointments.items]);
  const [booking, setBooking] = useState<BookingTarget | null>(null);
  const bookingFor = booking?.teacher ?? null;
  const bookTeacher = useCallback((teacher: TeacherCard) => setBooking({ teacher }), []);
  const [ratingFor, setRatingFor] = useState<TeacherCard | null>(null);
  const existingRating = useMyRating(ratingFor?._id ?? null);
  // One slots listener, for the teacher whose booking modal is open; the cards read the stored counter.
  const openSlots = useTeacherSlotListing(bookingFor?._id ?? null);
  const slotsToBook = useMemo(
    () => (openSlots === null ? null : bookableSlots(openSlots.times, now)),
    [openSlots, now],
  );

  // Stable handlers, so the memoised sections skip the renders a change elsewhere on the page causes.
  const { refresh: refreshFinder } = finder;
  const refreshTeachers = useCallback(() => {
    refreshFinder();
    notify.success(successMessages.teachersRefreshed);
  }, [refreshFinder]);
  // The student's figures are counted from the live lists, so 'Refresh Stats' reopens those lists.
  const { resubscribe: resubscribeAppointments } = appointments;
  const refreshDashboard = useCallback(() => {
    resubscribeAppointments();
    refreshFinder();
  }, [resubscribeAppointments, refreshFinder]);
  const bookMatchedSlot = useCallback(
    (teacher: TeacherCard, slot: IsoDateTime, need: string) =>
      new Promise<boolean>((settle) =>
        setBooking({ teacher, prefill: { slot, purpose: need.slice(0, PURPOSE_MAX_LENGTH) }, settle }),
      ),
    [],
  );
  // 'Book a follow-up': the same teacher, the purpose from the summary's next steps; the modal lists the
  // teacher's free slots (soonest first) as it does for any booking.
  const { teachers: foundTeachers } = finder;
  const bookFollowUp = useCallback(
    (appointment: Appointment) => {
      setBooking({
        teacher:
          foundTeachers.find((listed) => listed.card._id === appointment.teacherId)?.card ??
          followUpTeacher(appointment),
        prefill: { purpose: followUpPurpose(appointment) },
      });
    },
    [foundTeachers],
  );
  function closeBooking(booked: boolean) {
    booking?.settle?.(booked);
    setBooking(null);
  }

  return (
    <Page
      offline="actions"
      title={pageTitles.studentDashboard}
      heading={studentDashboardTexts.welcomeTitle(
        studentGreetingName(typeof user?.name === 'string' ? user.name : null),
      )}
      description={studentDashboardTexts.academicYear(academicYearLabel(now))}
      actions={<RefreshStatsButton onRefresh={refreshDashboard} disabled={appointments.loading} />}
      // On phones the section tab bar covers the bottom of the screen: the page ends above it.
      pb={{ base: TAB_BAR_SPACE, md: PAGE_PADDING_Y.md }}
    >
      <BookingPauseNotice until={pauseEnd} now={now} />
      <LazyWelcomeSection
        now={now}
        appointments={appointments.items}
        loading={appointments.loading}
        failed={appointments.failed}
        onRetry={refreshDashboard}
      />
      <WaitlistSection
        entries={waitlist.entries}
        onTake={takeOffer}
        onPass={passOffer}
        onLeave={leaveWaitlist}
      />
      <LazyMatchTeachersSection
        onMatch={findMatchingTeachers}
        onBookSlot={bookMatchedSlot}
        onRequest={bookTeacher}
      />
      <FindTeachersSection
        finder={shownFinder}
        now={now}
        ratableTeacherIds={ratable}
        onRefresh={refreshTeachers}
        onBook={bookTeacher}
        onRate={setRatingFor}
      />
      <LazyMyAppointmentsSection
        appointments={appointments.items}
        now={now}
        loading={appointments.loading}
        updatedAt={appointments.updatedAt}
        onRefresh={appointments.resubscribe}
        onFollowUp={bookFollowUp}
      />
      <ContactSection />
      <Suspense fallback={null}>
        <SectionTabBar />
        {booking && (
          <BookingModal
            key={booking.teacher._id}
            teacher={booking.teacher}
            prefill={booking.prefill}
            slots={slotsToBook}
            slotPlaces={openSlots?.places}
            slotSeats={openSlots?.seats}
            fullSessions={openSlots?.full}
            onJoinWaitlist={async (dateTime) => {
              await joinWaitlist(booking.teacher._id, dateTime);
              closeBooking(false);
            }}
            now={now}
            onSubmit={async (payload) => {
              await submitBooking(payload);
              // The welcome section and the figures follow the live list's new appointment.
              closeBooking(true);
            }}
            onClose={() => closeBooking(false)}
          />
        )}
        {ratingFor && (
          <RatingModal
            key={ratingFor._id}
            teacher={ratingFor}
            existing={existingRating}
            onSubmit={async (payload, isUpdate) => {
              await submitRating(payload, isUpdate);
              setRatingFor(null);
            }}
            onClose={() => setRatingFor(null)}
          />
        )}
      </Suspense>
    </Page>
  );
}

export default withFirebase(StudentDashboardPage);
