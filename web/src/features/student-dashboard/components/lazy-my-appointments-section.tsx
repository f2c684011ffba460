// My Appointments sits below Find Teachers, out of the first screen: its cards (places, 'Add to calendar',
// cancel and reschedule) arrive in a chunk of their own, after the page's first paint. Until then the
// section stands with its heading and the cards' shape, so the Quick Nav can already scroll to it.
import { type ComponentProps, lazy, Suspense } from 'react';
import { DashboardSection } from '@/components/ui/dashboard-section';
import { CardSkeleton } from '@/components/ui/skeleton';
import type { MyAppointmentsSection } from './my-appointments-section';

const Section = lazy(async () => ({
  default: (await import('./my-appointments-section')).MyAppointmentsSection,
}));

export function LazyMyAppointmentsSection(props: ComponentProps<typeof MyAppointmentsSection>) {
  return (
    <Suspense
      fallback={
        <DashboardSection id="myAppointments">
          <CardSkeleton lines={3} aria-busy="true" />
        </DashboardSection>
      }
    >
      <Section {...props} />
    </Suspense>
  );
}
