import { accountListTexts } from '@appointments/domain';
import { Box, Button, chakra, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ModalDialog } from '@/components/ui/modal-dialog';

interface DeleteAccountDialogProps {
  title: string;
  question: string;
  warnings: readonly string[];
  confirmLabel: string;
  /** Resolves when the account is gone (the dialog closes); rejects to stay open for another try. */
  onConfirm(): Promise<void>;
  onClose(): void;
}

/** 'Delete Student' / 'Delete Teacher': what is lost, Cancel, and the delete button ('Deleting...'). */
export function DeleteAccountDialog({
  title,
  question,
  warnings,
  confirmLabel,
  onConfirm,
  onClose,
}: DeleteAccountDialogProps) {
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      await onConfirm();
    } catch {
      setBusy(false);
    }
  }

  return (
    <ModalDialog
      open
      onClose={() => !busy && onClose()}
      title={title}
      closeLabel={accountListTexts.close}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {accountListTexts.cancel}
          </Button>
          <Button colorPalette="red" onClick={() => void confirm()} disabled={busy}>
            {busy ? accountListTexts.deleting : confirmLabel}
          </Button>
        </>
      }
    >
      <Text fontWeight="semibold" color="gray.900" mb="3">
        {question}
      </Text>
      <Box bg="red.50" borderWidth="1px" borderColor="red.200" rounded="md" p="3">
        <chakra.ul pl="5" color="red.900" listStyleType="disc">
          {warnings.map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </chakra.ul>
      </Box>
    </ModalDialog>
  );
}
