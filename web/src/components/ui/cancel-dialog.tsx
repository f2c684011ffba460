import { lifecycleErrorMessages, lifecycleTexts } from '@appointments/domain';
import { Button, chakra, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormField, fieldDescription } from './form-field';
import { ModalDialog } from './modal-dialog';
import { nativeFieldStyles } from './native-field-styles';

interface CancelDialogProps {
  title: string;
  /** What will be canceled, e.g. 'Your appointment with … on … will be canceled.' */
  body: string;
  reasonLabel: string;
  /** A teacher owes the student a reason; a student may give one. */
  reasonRequired: boolean;
  /** Rejects when the server refuses; the dialog then stays open for another try. */
  onConfirm(reason: string): Promise<void>;
  onClose(): void;
}

/** The confirmation before an appointment is canceled, with its reason field. */
export function CancelDialog({
  title,
  body,
  reasonLabel,
  reasonRequired,
  onConfirm,
  onClose,
}: CancelDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (reasonRequired && reason.trim() === '') {
      setError(lifecycleErrorMessages.cancelReasonRequired);
      return;
    }
    setBusy(true);
    try {
      await onConfirm(reason.trim());
      onClose();
    } catch {
      // The toast has said why; the dialog stays for another try.
    } finally {
      setBusy(false);
    }
  }

  return (
    <ModalDialog
      open
      onClose={onClose}
      title={title}
      closeLabel={lifecycleTexts.keep}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {lifecycleTexts.keep}
          </Button>
          <Button colorPalette="red" bg="red.700" color="white" onClick={confirm} disabled={busy}>
            {busy ? lifecycleTexts.canceling : lifecycleTexts.confirmCancel}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Text color="gray.900">{body}</Text>
        <FormField id="cancel-reason" label={reasonLabel} error={error}>
          <chakra.textarea
            id="cancel-reason"
            name="reason"
            rows={3}
            css={nativeFieldStyles}
            required={reasonRequired}
            aria-invalid={error ? true : undefined}
            aria-describedby={fieldDescription('cancel-reason', error)}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setError(undefined);
            }}
          />
        </FormField>
      </Stack>
    </ModalDialog>
  );
}
