// 'Find the right teacher' sits under the next session, below a phone's first screen: its form code (the schema
// form, the field parts) arrives in a chunk of its own after the page's first paint, which keeps the dashboard
// within its first-load budget. Until then the section stands with its title and the form's shape.
import { matchingTexts } from '@appointments/domain';
import { type ComponentProps, lazy, Suspense } from 'react';
import { DashboardSection } from '@/components/ui/dashboard-section';
import { SkeletonText } from '@/components/ui/skeleton';
import type { MatchTeachersSection } from './match-teachers-section';

const Section = lazy(async () => ({
  default: (await import('./match-teachers-section')).MatchTeachersSection,
}));

export function LazyMatchTeachersSection(props: ComponentProps<typeof MatchTeachersSection>) {
  return (
    <Suspense
      fallback={
        <DashboardSection id="matchTeachers" title={matchingTexts.title}>
          <SkeletonText lines={3} aria-busy="true" />
        </DashboardSection>
      }
    >
      <Section {...props} />
    </Suspense>
  );
}
