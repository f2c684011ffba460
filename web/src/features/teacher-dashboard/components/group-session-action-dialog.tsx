import { formatDateTime, groupSessionSuccess, groupSessionTexts, slotKey } from '@appointments/domain';
import { Button, chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { FormField } from '@/components/ui/form-field';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { nativeFieldStyles } from '@/components/ui/native-field-styles';
import { errorText } from '@/lib/error-text';
import { notify } from '@/lib/notify';
import type { TeacherAppointment } from '../api/teacher-appointment';

export type SessionAction = 'message' | 'cancel' | 'seats';

/** What the teacher can do to a group session, each answered by the server. */
export interface SessionActions {
  onMessage(slotKey: string, message: string): Promise<{ sent: number }>;
  onCancel(slotKey: string, reason: string): Promise<{ canceled: number }>;
  onSeats(slotKey: string, capacity: number): Promise<{ capacity: number; seatsLeft: number }>;
}

export interface Session {
  dateTime: string;
  attendees: TeacherAppointment[];
}

const dialogTitles: Record<SessionAction, string> = {
  message: groupSessionTexts.messageAll,
  cancel: groupSessionTexts.cancelSession,
  seats: groupSessionTexts.changeSeats,
};
const confirmLabels: Record<SessionAction, string> = {
  message: groupSessionTexts.send,
  cancel: groupSessionTexts.confirmCancel,
  seats: groupSessionTexts.saveSeats,
};
const fieldLabels: Record<SessionAction, string> = {
  message: groupSessionTexts.messageLabel,
  cancel: groupSessionTexts.cancelReasonLabel,
  seats: groupSessionTexts.newSeatsLabel,
};

/** One action on a group session (change its seats, message everyone, call it off), confirmed in a dialog. */
export default function GroupSessionActionDialog({
  action,
  session,
  capacity,
  onClose,
  onMessage,
  onCancel,
  onSeats,
}: SessionActions & {
  action: SessionAction;
  session: Session;
  capacity: number | undefined;
  onClose(): void;
}) {
  const [text, setText] = useState(action === 'seats' ? String(capacity ?? '') : '');
  const [busy, setBusy] = useState(false);
  const key = slotKey(session.dateTime);
  async function send() {
    setBusy(true);
    try {
      if (action === 'message')
        notify.success(groupSessionSuccess.messaged((await onMessage(key, text)).sent));
      else if (action === 'seats') {
        // The server checks the number (a whole number, never below the seats taken) and says why.
        const changed = await onSeats(key, Number(text));
        notify.success(groupSessionSuccess.capacityChanged(changed.capacity, changed.seatsLeft));
      } else notify.success(groupSessionSuccess.canceled((await onCancel(key, text)).canceled));
      onClose();
    } catch (failure) {
      notify.error(errorText(failure, groupSessionTexts.close));
    } finally {
      setBusy(false);
    }
  }
  const id = `session-${action}`;
  return (
    <ModalDialog
      open
      onClose={onClose}
      title={`${dialogTitles[action]} · ${formatDateTime(session.dateTime)}`}
      closeLabel={groupSessionTexts.close}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {groupSessionTexts.close}
          </Button>
          <Button
            colorPalette={action === 'cancel' ? 'red' : 'blue'}
            disabled={busy || text.trim() === ''}
            onClick={send}
          >
            {confirmLabels[action]}
          </Button>
        </>
      }
    >
      <FormField id={id} label={fieldLabels[action]}>
        {action === 'seats' ? (
          <chakra.input
            id={id}
            type="number"
            inputMode="numeric"
            min={1}
            max={50}
            css={nativeFieldStyles}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        ) : (
          <chakra.textarea
            id={id}
            rows={4}
            css={nativeFieldStyles}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        )}
      </FormField>
    </ModalDialog>
  );
}
