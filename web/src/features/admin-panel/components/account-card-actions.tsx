import { accountListTexts, statusActionLabel } from '@appointments/domain';
import { Button, Flex } from '@chakra-ui/react';
import type { RowSelect } from './account-card';
import { approveButtonProps } from './button-styles';

/** What a management list hands each card: the status call in flight, and the three actions. */
export interface AccountCardControls {
  updating: boolean;
  onView(): void;
  onToggleStatus(): void;
  onDelete(): void;
  /** The row's checkbox for bulk decisions. */
  select?: RowSelect;
}

interface AccountCardActionsProps extends Omit<AccountCardControls, 'select'> {
  name: string;
  approved: boolean;
}

/** View Profile, Suspend (approved) or Approve (pending), Delete. */
export function AccountCardActions({
  name,
  approved,
  updating,
  onView,
  onToggleStatus,
  onDelete,
}: AccountCardActionsProps) {
  const statusAction = approved ? accountListTexts.suspend : accountListTexts.approve;
  return (
    <Flex gap="1" wrap="wrap">
      <Button size="xs" variant="outline" colorPalette="blue" onClick={onView}>
        {accountListTexts.viewProfile}
      </Button>
      <Button
        size="xs"
        {...(approved ? { variant: 'outline', colorPalette: 'orange' } : approveButtonProps)}
        onClick={onToggleStatus}
        disabled={updating}
        aria-label={updating ? accountListTexts.updating : statusActionLabel(statusAction, name)}
      >
        {updating ? accountListTexts.updating : statusAction}
      </Button>
      <Button
        size="xs"
        variant="outline"
        colorPalette="red"
        onClick={onDelete}
        aria-label={statusActionLabel(accountListTexts.delete, name)}
      >
        {accountListTexts.delete}
      </Button>
    </Flex>
  );
}
