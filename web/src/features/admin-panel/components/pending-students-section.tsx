import {
  errorMessages,
  pendingApprovalTexts,
  STUDENT_NOUN,
  type Student,
  successMessages,
} from '@appointments/domain';
import { Flex } from '@chakra-ui/react';
import type { UseAccountList } from '../model/list-state';
import { ApproveAllButton, PendingSection } from './pending-section';
import { PendingStudentCard } from './pending-student-card';
import type { DecideInBulk } from './use-bulk-decisions';

interface PendingStudentsSectionProps {
  useList: UseAccountList<Student>;
  onAccountsChanged?(key: string): void;
  approve(id: string): Promise<void>;
  decide: DecideInBulk;
}

const approvalTexts = {
  noun: STUDENT_NOUN,
  success: successMessages.studentApproved,
  failure: errorMessages.approveStudentFailed,
};
const search = {
  id: 'pending-student-search',
  label: pendingApprovalTexts.studentSearchLabel,
  placeholder: pendingApprovalTexts.studentSearchPlaceholder,
};
const emptyTexts = {
  noneWaiting: pendingApprovalTexts.noStudentsWaiting,
  noMatch: pendingApprovalTexts.noStudentsMatch,
};

/** Block 2: unapproved students, live, a page at a time; search, approve one, or approve all listed after a confirmation. */
export function PendingStudentsSection({
  useList,
  onAccountsChanged,
  approve,
  decide,
}: PendingStudentsSectionProps) {
  return (
    <PendingSection
      id="studentApproval"
      useList={useList}
      onAccountsChanged={onAccountsChanged}
      approve={approve}
      decide={decide}
      noun={STUDENT_NOUN}
      approvalTexts={approvalTexts}
      search={search}
      emptyTexts={emptyTexts}
      controls={({ search: searchField, approveAll }) => (
        <Flex gap="4" align="flex-end" wrap="wrap" mb="4">
          <Flex flex="1" minW="60" direction="column">
            {searchField}
          </Flex>
          {approveAll && <ApproveAllButton {...approveAll} />}
        </Flex>
      )}
      renderCard={(student, controls) => <PendingStudentCard student={student} {...controls} />}
    />
  );
}
