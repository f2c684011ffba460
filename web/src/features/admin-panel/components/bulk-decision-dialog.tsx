import { accountListTexts, type Noun } from '@appointments/domain';
import { Button, chakra, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { adminListTexts } from '../screen-texts';
import { approveButtonProps } from './button-styles';
import type { PendingDecision } from './use-bulk-decisions';

interface BulkDecisionDialogProps {
  decision: PendingDecision;
  noun: Noun;
  onConfirm(reason?: string): void;
  onClose(): void;
}

const confirmColours = {
  approve: approveButtonProps,
  decline: { colorPalette: 'red' },
  suspend: { colorPalette: 'orange' },
} as const;

/** Asks before a decision on one or many accounts, naming how many; a decline also asks the reason. */
export function BulkDecisionDialog({ decision, noun, onConfirm, onClose }: BulkDecisionDialogProps) {
  const { action, count, name } = decision;
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const needsReason = action === 'decline';
  const missingReason = needsReason && reason.trim() === '';
  const question =
    decision.question ??
    (name
      ? `${adminListTexts.actionOne(action, name)}?`
      : adminListTexts.confirmQuestion(action, count, noun));

  function submit() {
    setTouched(true);
    if (missingReason) return;
    onConfirm(needsReason ? reason.trim() : undefined);
  }

  return (
    <ModalDialog
      open
      onClose={onClose}
      title={adminListTexts.confirmTitle(action)}
      closeLabel={accountListTexts.close}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {adminListTexts.cancel}
          </Button>
          <Button {...confirmColours[action]} onClick={submit}>
            {adminListTexts.action(action)}
          </Button>
        </>
      }
    >
      <Text color="gray.900" fontWeight="medium">
        {question}
      </Text>
      {needsReason && (
        <>
          <Text color="gray.700" fontSize="sm" mt="2">
            {adminListTexts.declineNote}
          </Text>
          <chakra.label htmlFor="decline-reason" display="block" mt="3" fontSize="sm" fontWeight="medium">
            {adminListTexts.reasonLabel}
          </chakra.label>
          <chakra.textarea
            id="decline-reason"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            maxLength={1000}
            rows={3}
            w="full"
            mt="1"
            p="2"
            borderWidth="1px"
            borderColor={touched && missingReason ? 'red.600' : 'gray.300'}
            rounded="md"
            aria-invalid={touched && missingReason ? true : undefined}
            aria-describedby={touched && missingReason ? 'decline-reason-error' : undefined}
          />
          {touched && missingReason && (
            <Text id="decline-reason-error" color="red.700" fontSize="sm" mt="1">
              {adminListTexts.reasonRequired}
            </Text>
          )}
        </>
      )}
    </ModalDialog>
  );
}
