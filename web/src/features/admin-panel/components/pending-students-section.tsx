import {
  errorMessages,
  pendingApprovalTexts,
  pendingCountLabel,
  STUDENT_NOUN,
  type Student,
  successMessages,
} from '@appointments/domain';
import { Button, Flex, SimpleGrid, Text } from '@chakra-ui/react';
import { Suspense, useMemo, useState } from 'react';
import { DashboardSection } from '@/components/ui/dashboard-section';
import { newestFirst } from '../api/documents';
import { searchPendingStudents } from '../model/account-filters';
import { CountBadge } from './badges';
import { approveButtonProps } from './button-styles';
import { EmptyState } from './empty-state';
import { ConfirmDialog } from './lazy-dialogs';
import { PendingStudentCard } from './pending-student-card';
import { SearchField } from './search-field';
import { useApprovals } from './use-approvals';

interface PendingStudentsSectionProps {
  students: readonly Student[];
  loading: boolean;
  approve(id: string): Promise<void>;
}

/** Block 2: unapproved students, live; search, approve one, or approve all listed after a confirmation. */
export function PendingStudentsSection({ students, loading, approve }: PendingStudentsSectionProps) {
  const [search, setSearch] = useState('');
  const shown = useMemo(() => newestFirst(searchPendingStudents(students, search)), [students, search]);
  const approvals = useApprovals(
    shown.map((student) => student._id),
    approve,
    {
      noun: STUDENT_NOUN,
      success: successMessages.studentApproved,
      failure: errorMessages.approveStudentFailed,
    },
  );

  return (
    <DashboardSection
      id="studentApproval"
      actions={<CountBadge count={students.length} label={pendingCountLabel(students.length)} />}
    >
      <Flex gap="4" align="flex-end" wrap="wrap" mb="4">
        <Flex flex="1" minW="60" direction="column">
          <SearchField
            id="pending-student-search"
            label={pendingApprovalTexts.studentSearchLabel}
            placeholder={pendingApprovalTexts.studentSearchPlaceholder}
            value={search}
            onChange={setSearch}
          />
        </Flex>
        {shown.length > 1 && (
          <Button
            {...approveButtonProps}
            onClick={approvals.askApproveAll}
            disabled={approvals.busy.size > 0}
          >
            {pendingApprovalTexts.approveAll}
          </Button>
        )}
      </Flex>
      {loading && students.length === 0 ? (
        <Text color="gray.700">{pendingApprovalTexts.loading}</Text>
      ) : shown.length === 0 ? (
        <EmptyState
          title={pendingApprovalTexts.allCaughtUp}
          text={
            students.length === 0
              ? pendingApprovalTexts.noStudentsWaiting
              : pendingApprovalTexts.noStudentsMatch
          }
        />
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4">
          {shown.map((student) => (
            <PendingStudentCard
              key={student._id}
              student={student}
              busy={approvals.busy.has(student._id)}
              onApprove={() => void approvals.approveOne(student._id)}
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
