import {
  apiErrorMessages,
  availableSlotCount,
  findTeachersTexts,
  searchSummaryText,
  studentDashboardTexts,
  type TeacherCard as Teacher,
} from '@appointments/domain';
import { Box, Button, SimpleGrid, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { DashboardSection } from '@/components/ui/dashboard-section';
import { EmptyState } from '@/components/ui/empty-state';
import { ITEM_GAP } from '@/components/ui/layout-spacing';
import { CardGridSkeleton } from '@/components/ui/skeleton';
import { UpdatedTime } from '@/components/ui/updated-time';
import type { TeacherFinder } from '../api/use-teacher-finder';
import { TeacherCard } from './teacher-card';
import { TeacherFiltersBar } from './teacher-filters-bar';

interface FindTeachersSectionProps {
  finder: TeacherFinder;
  /** Moves on every minute: a slot whose time passes stops counting on its card. */
  now: Date;
  /** The teachers this student may rate (ratableTeacherIds of the live appointments). */
  ratableTeacherIds: ReadonlySet<string>;
  onRefresh(): void;
  onBook(teacher: Teacher): void;
  onRate(teacher: Teacher): void;
}

/** Memoised: a change to the student's appointments (or anything else on the page) leaves the grid alone. */
export const FindTeachersSection = memo(function FindTeachersSection(props: FindTeachersSectionProps) {
  const { finder, now, ratableTeacherIds, onRefresh, onBook, onRate } = props;
  const { teachers, matching, loading, hasMore } = finder;
  // The summary speaks of the search the cards answer, never of one still being typed or fetched.
  const term = finder.searched;
  const settled = term === finder.search.trim() && !loading;

  return (
    <DashboardSection
      id="findTeachers"
      actions={
        // The list is live: the time and the button are there for the spec, quietly.
        <>
          <UpdatedTime at={finder.updatedAt} />
          <Button
            size="xs"
            variant="ghost"
            colorPalette="gray"
            onClick={onRefresh}
            aria-label={findTeachersTexts.refreshLabel}
          >
            {studentDashboardTexts.refresh}
          </Button>
        </>
      }
    >
      <TeacherFiltersBar
        search={finder.search}
        department={finder.department}
        departments={finder.departments}
        totalCount={finder.totalLoading ? null : finder.total}
        onSearch={finder.setSearch}
        onDepartment={finder.setDepartment}
      />
      {term !== '' && matching !== null && settled && (
        <Text role="status" mb="3" color="ink">
          {searchSummaryText(matching, term)}
        </Text>
      )}
      {loading && teachers.length === 0 ? (
        <CardGridSkeleton cards={6} aria-busy="true" aria-label={studentDashboardTexts.loading} />
      ) : teachers.length === 0 ? (
        <EmptyState title={findTeachersTexts.emptyTitle} description={findTeachersTexts.emptyHint} />
      ) : (
        <>
          {/* Said once for the list, not on every card it applies to. */}
          <Text textStyle="caption" color="ink.muted" mb="3">
            {apiErrorMessages.rateAfterSession}
          </Text>
          <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap={ITEM_GAP}>
            {teachers.map(({ card, nextFree }) => (
              <TeacherCard
                key={card._id}
                teacher={card}
                slotCount={availableSlotCount(card, now)}
                nextFree={nextFree}
                canRate={ratableTeacherIds.has(card._id)}
                onBook={onBook}
                onRate={onRate}
              />
            ))}
          </SimpleGrid>
          {hasMore && (
            <Box textAlign="center" mt="4">
              {matching !== null && (
                <Text textStyle="caption" color="ink.muted" mb="2">
                  {findTeachersTexts.shownOf(teachers.length, matching)}
                </Text>
              )}
              <Button variant="outline" onClick={finder.showMore} loading={finder.loadingMore}>
                {findTeachersTexts.showMore}
              </Button>
            </Box>
          )}
        </>
      )}
    </DashboardSection>
  );
});
