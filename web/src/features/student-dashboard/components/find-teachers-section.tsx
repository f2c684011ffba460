import {
  availableSlotCount,
  findTeachersTexts,
  searchSummaryText,
  studentDashboardTexts,
  type TeacherCard as Teacher,
} from '@appointments/domain';
import { Box, Button, SimpleGrid, Text } from '@chakra-ui/react';
import { memo, useMemo, useState } from 'react';
import { DashboardSection } from '@/components/ui/dashboard-section';
import { UpdatedTime } from '@/components/ui/updated-time';
import {
  ALL_DEPARTMENTS,
  departmentCounts,
  filterTeachers,
  sortTeachersByName,
} from '../model/teacher-filters';
import { TeacherCard } from './teacher-card';
import { TeacherFiltersBar } from './teacher-filters-bar';
import { useProgressiveList } from './use-progressive-list';

interface FindTeachersSectionProps {
  teachers: readonly Teacher[];
  /** Moves on every minute: a slot whose time passes stops counting on its card. */
  now: Date;
  /** The teachers this student may rate (ratableTeacherIds of the live appointments). */
  ratableTeacherIds: ReadonlySet<string>;
  loading: boolean;
  updatedAt: Date | null;
  onRefresh(): void;
  onBook(teacher: Teacher): void;
  onRate(teacher: Teacher): void;
}

/** Memoised: a change to the student's appointments (or anything else on the page) leaves the grid alone. */
export const FindTeachersSection = memo(function FindTeachersSection(props: FindTeachersSectionProps) {
  const { teachers, now, ratableTeacherIds, loading, updatedAt, onRefresh, onBook, onRate } = props;
  const [search, setSearch] = useState('');
  const [department, setDepartment] = useState(ALL_DEPARTMENTS);
  const departments = useMemo(() => departmentCounts(teachers), [teachers]);
  const shown = useMemo(
    () => sortTeachersByName(filterTeachers(teachers, search, department)),
    [teachers, search, department],
  );
  // A thousand cards at once kept the first one off the screen until all had rendered.
  const rendered = useProgressiveList(shown);
  const term = search.trim();

  return (
    <DashboardSection
      id="findTeachers"
      actions={
        <>
          <UpdatedTime at={updatedAt} />
          <Button size="sm" variant="outline" onClick={onRefresh} aria-label={findTeachersTexts.refreshLabel}>
            {studentDashboardTexts.refresh}
          </Button>
        </>
      }
    >
      <TeacherFiltersBar
        search={search}
        department={department}
        departments={departments}
        totalCount={teachers.length}
        onSearch={setSearch}
        onDepartment={setDepartment}
      />
      {term !== '' && (
        <Text role="status" mb="3" color="gray.800">
          {searchSummaryText(shown.length, term)}
        </Text>
      )}
      {loading && teachers.length === 0 ? (
        <Text color="gray.700">{studentDashboardTexts.loading}</Text>
      ) : shown.length === 0 ? (
        <Box textAlign="center" py="8">
          <Text fontWeight="semibold" color="gray.900">
            {findTeachersTexts.emptyTitle}
          </Text>
          <Text color="gray.700">{findTeachersTexts.emptyHint}</Text>
        </Box>
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4">
          {rendered.map((teacher) => (
            <TeacherCard
              key={teacher._id}
              teacher={teacher}
              slotCount={availableSlotCount(teacher, now)}
              canRate={ratableTeacherIds.has(teacher._id)}
              onBook={onBook}
              onRate={onRate}
            />
          ))}
        </SimpleGrid>
      )}
    </DashboardSection>
  );
});
