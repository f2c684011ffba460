import {
  errorMessages,
  pendingApprovalTexts,
  pendingCountLabel,
  successMessages,
  TEACHER_NOUN,
  type Teacher,
  teachersAwaitingApprovalText,
} from '@appointments/domain';
import { Box, Button, Flex, SimpleGrid, Text } from '@chakra-ui/react';
import { Suspense, useMemo, useState } from 'react';
import { DashboardSection } from '@/components/ui/dashboard-section';
import { UpdatedTime } from '@/components/ui/updated-time';
import { newestFirst } from '../api/documents';
import { searchTeachers } from '../model/account-filters';
import { CountBadge } from './badges';
import { approveButtonProps } from './button-styles';
import { EmptyState } from './empty-state';
import { ConfirmDialog } from './lazy-dialogs';
import { PendingTeacherCard } from './pending-teacher-card';
import { SearchField } from './search-field';
import { useApprovals } from './use-approvals';

interface PendingTeachersSectionProps {
  teachers: readonly Teacher[];
  loading: boolean;
  updatedAt: Date | null;
  onRefresh(): void;
  approve(id: string): Promise<void>;
}

/**
 * Block 3, right after the student approvals (it has no Quick Nav entry of its own): teachers awaiting approval, live, with search over name, email,
 * subject and department, and a Bulk Actions bar once more than one is listed.
 */
export function PendingTeachersSection({
  teachers,
  loading,
  updatedAt,
  onRefresh,
  approve,
}: PendingTeachersSectionProps) {
  const [search, setSearch] = useState('');
  const shown = useMemo(() => newestFirst(searchTeachers(teachers, search)), [teachers, search]);
  const approvals = useApprovals(
    shown.map((teacher) => teacher._id),
    approve,
    {
      noun: TEACHER_NOUN,
      success: successMessages.teacherApproved,
      failure: errorMessages.approveTeacherFailed,
    },
  );

  return (
    <DashboardSection
      id="teacherApproval"
      title={pendingApprovalTexts.teachersHeading}
      actions={
        <>
          <CountBadge count={teachers.length} label={pendingCountLabel(teachers.length)} />
          <UpdatedTime at={updatedAt} />
          <Button
            size="sm"
            variant="outline"
            onClick={onRefresh}
            aria-label={pendingApprovalTexts.refreshTeachersLabel}
          >
            {pendingApprovalTexts.refresh}
          </Button>
        </>
      }
    >
      <Text color="gray.800" mb="4">
        {teachersAwaitingApprovalText(teachers.length)}
      </Text>
      <Box mb="4">
        <SearchField
          id="pending-teacher-search"
          label={pendingApprovalTexts.teacherSearchLabel}
          placeholder={pendingApprovalTexts.teacherSearchPlaceholder}
          value={search}
          onChange={setSearch}
        />
      </Box>
      {shown.length > 1 && (
        <Flex
          role="group"
          aria-label={pendingApprovalTexts.bulkActions}
          align="center"
          justify="space-between"
          wrap="wrap"
          gap="3"
          bg="blue.50"
          rounded="md"
          p="3"
          mb="4"
        >
          <Text fontWeight="semibold" color="blue.900">
            {pendingApprovalTexts.bulkActions}
          </Text>
          <Button
            size="sm"
            {...approveButtonProps}
            onClick={approvals.askApproveAll}
            disabled={approvals.busy.size > 0}
          >
            {pendingApprovalTexts.approveAll}
          </Button>
        </Flex>
      )}
      {loading && teachers.length === 0 ? (
        <Text color="gray.700">{pendingApprovalTexts.loading}</Text>
      ) : shown.length === 0 ? (
        <EmptyState
          title={pendingApprovalTexts.allCaughtUp}
          text={
            teachers.length === 0
              ? pendingApprovalTexts.noTeachersWaiting
              : pendingApprovalTexts.noTeachersMatch
          }
        />
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4">
          {shown.map((teacher) => (
            <PendingTeacherCard
              key={teacher._id}
              teacher={teacher}
              busy={approvals.busy.has(teacher._id)}
              onApprove={() => void approvals.approveOne(teacher._id)}
            />
          ))}
        </SimpleGrid>
      )}
      <Suspense fallback={null}>
        {approvals.confirming && (
          <ConfirmDialog
            question={approvals.confirming}
            onConfirm={() => void approvals.confirmApproveAll()}
            onClose={approvals.cancelApproveAll}
          />
        )}
      </Suspense>
    </DashboardSection>
  );
}
