import { rosterTexts as texts } from '@appointments/domain';
import { Button, Text } from '@chakra-ui/react';
import { ModalDialog } from '@/components/ui/modal-dialog';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  tone?: 'blue' | 'red';
  onConfirm(): void;
  onClose(): void;
}

/** Asks before a roster step that changes accounts, naming what it will do. */
export function ConfirmDialog({
  open,
  title,
  body,
  confirmLabel,
  tone = 'blue',
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title={title}
      closeLabel={texts.cancel}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {texts.cancel}
          </Button>
          <Button colorPalette={tone} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Text>{body}</Text>
    </ModalDialog>
  );
}
