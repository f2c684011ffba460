import {
  errorMessages,
  pendingApprovalTexts,
  successMessages,
  TEACHER_NOUN,
  type Teacher,
  teachersAwaitingApprovalText,
} from '@appointments/domain';
import { Box, Flex, Text } from '@chakra-ui/react';
import { RefreshControls } from '@/components/ui/refresh-controls';
import type { UseAccountList } from '../model/list-state';
import { ApproveAllButton, PendingSection } from './pending-section';
import { PendingTeacherCard } from './pending-teacher-card';
import type { DecideInBulk } from './use-bulk-decisions';

interface PendingTeachersSectionProps {
  useList: UseAccountList<Teacher>;
  onAccountsChanged?(key: string): void;
  approve(id: string): Promise<void>;
  decide: DecideInBulk;
}

const approvalTexts = {
  noun: TEACHER_NOUN,
  success: successMessages.teacherApproved,
  failure: errorMessages.approveTeacherFailed,
};
const search = {
  id: 'pending-teacher-search',
  label: pendingApprovalTexts.teacherSearchLabel,
  placeholder: pendingApprovalTexts.teacherSearchPlaceholder,
};
const emptyTexts = {
  noneWaiting: pendingApprovalTexts.noTeachersWaiting,
  noMatch: pendingApprovalTexts.noTeachersMatch,
};

/**
 * Block 3, right after the student approvals (it has no Quick Nav entry of its own): teachers awaiting approval, live, with search over name, email,
 * subject and department, and a Bulk Actions bar once more than one is listed.
 */
export function PendingTeachersSection({
  useList,
  onAccountsChanged,
  approve,
  decide,
}: PendingTeachersSectionProps) {
  return (
    <PendingSection
      id="teacherApproval"
      title={pendingApprovalTexts.teachersHeading}
      useList={useList}
      onAccountsChanged={onAccountsChanged}
      approve={approve}
      decide={decide}
      noun={TEACHER_NOUN}
      approvalTexts={approvalTexts}
      search={search}
      emptyTexts={emptyTexts}
      actions={(list) => (
        <RefreshControls
          updatedAt={list.updatedAt}
          label={pendingApprovalTexts.refreshTeachersLabel}
          text={pendingApprovalTexts.refresh}
          onRefresh={list.refresh}
        />
      )}
      intro={(waiting) => (
        <Text color="gray.800" mb="4">
          {teachersAwaitingApprovalText(waiting)}
        </Text>
      )}
      controls={({ search: searchField, approveAll }) => (
        <>
          <Box mb="4">{searchField}</Box>
          {approveAll && (
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
              <ApproveAllButton size="sm" {...approveAll} />
            </Flex>
          )}
        </>
      )}
      renderCard={(teacher, controls) => <PendingTeacherCard teacher={teacher} {...controls} />}
    />
  );
}
