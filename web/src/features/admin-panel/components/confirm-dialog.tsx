import { accountListTexts, pendingApprovalTexts } from '@appointments/domain';
import { Button, Text } from '@chakra-ui/react';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { approveButtonProps } from './button-styles';

interface ConfirmDialogProps {
  /** The question, e.g. 'Approve all 3 students?'. */
  question: string;
  onConfirm(): void;
  onClose(): void;
}

/** The confirmation before a bulk approval; a keyboard-usable dialog rather than the browser's confirm(). */
export function ConfirmDialog({ question, onConfirm, onClose }: ConfirmDialogProps) {
  return (
    <ModalDialog
      open
      onClose={onClose}
      title={pendingApprovalTexts.confirmTitle}
      closeLabel={accountListTexts.close}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {pendingApprovalTexts.cancel}
          </Button>
          <Button {...approveButtonProps} onClick={onConfirm}>
            {pendingApprovalTexts.confirm}
          </Button>
        </>
      }
    >
      <Text color="gray.900">{question}</Text>
    </ModalDialog>
  );
}
