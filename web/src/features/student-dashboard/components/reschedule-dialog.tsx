import {
  type Appointment,
  bookableSlots,
  createRescheduleSchema,
  errorMessages,
  kolkataInputToIso,
  lifecycleSuccessMessages,
  lifecycleTexts,
  validationMessages,
} from '@appointments/domain';
import { Button, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { SlotPicker } from '@/components/slots/slot-picker';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { notify } from '@/lib/notify';
import { rescheduleMyAppointment } from '../api/student-api';
import { useTeacherSlots } from '../api/use-teacher-slots';
import { CustomTimeField } from './custom-time-field';

interface RescheduleDialogProps {
  appointment: Pick<Appointment, '_id' | 'teacherId' | 'dateTime'>;
  now: Date;
  onClose(): void;
}

/**
 * Moves an appointment to another free slot of the same teacher (grouped by IST day, live) or to a
 * custom IST time; the server does it in one transaction and the appointment waits for approval again.
 */
export default function RescheduleDialog({ appointment, now, onClose }: RescheduleDialogProps) {
  const heard = useTeacherSlots(appointment.teacherId);
  const slots = bookableSlots(heard ?? [], now).filter((slot) => slot !== appointment.dateTime);
  const [slot, setSlot] = useState('');
  const [custom, setCustom] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit() {
    const payload =
      slot !== ''
        ? { bookingType: 'slot_booking', dateTime: slot }
        : { bookingType: 'custom_request', dateTime: kolkataInputToIso(custom) };
    const parsed = createRescheduleSchema().safeParse(payload);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? validationMessages.timeSlotRequired);
      return;
    }
    setBusy(true);
    try {
      await rescheduleMyAppointment(appointment._id, parsed.data);
      notify.success(lifecycleSuccessMessages.rescheduled);
      onClose();
    } catch (failure) {
      notify.error(
        failure instanceof Error && failure.message !== '' ? failure.message : errorMessages.bookingFailed,
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <ModalDialog
      open
      onClose={onClose}
      title={lifecycleTexts.rescheduleTitle}
      closeLabel={lifecycleTexts.keep}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {lifecycleTexts.keep}
          </Button>
          <Button colorPalette="blue" bg="blue.700" color="white" onClick={submit} disabled={busy}>
            {lifecycleTexts.rescheduleSubmit}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        {slots.length > 0 && (
          <SlotPicker
            slots={slots}
            value={slot}
            loading={heard === null}
            error={slot !== '' ? error : undefined}
            onChange={(next) => {
              setSlot(next);
              setCustom('');
              setError(undefined);
            }}
          />
        )}
        <CustomTimeField
          value={custom}
          now={now}
          error={slot === '' ? error : undefined}
          onChange={(next) => {
            setCustom(next);
            setSlot('');
            setError(undefined);
          }}
        />
      </Stack>
    </ModalDialog>
  );
}
