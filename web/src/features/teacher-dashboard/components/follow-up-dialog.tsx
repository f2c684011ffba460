import {
  type FollowUpPayload,
  followUpPurpose,
  kolkataInputToIso,
  PURPOSE_MAX_LENGTH,
  sessionRecordMessages,
  sessionRecordTexts,
} from '@appointments/domain';
import { Button, chakra, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useMemo, useState } from 'react';
import { SlotPicker } from '@/components/slots/slot-picker';
import { FormField } from '@/components/ui/form-field';
import { IstDateTimeField } from '@/components/ui/ist-date-time-field';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { nativeFieldStyles } from '@/components/ui/native-field-styles';
import { notify } from '@/lib/notify';
import { useSessionStore } from '@/lib/session/session-store';
import { useNow } from '@/lib/use-now';
import { bookFollowUp } from '../api/session-record-api';
import type { TeacherAppointment } from '../api/teacher-appointment';
import { useTeacherSlots } from '../api/use-teacher-slots';

// The theme carries no textarea recipe (bundle budget): the native one, styled as every form's fields.
const Textarea = chakra('textarea');

/** How many of the teacher's free times the dialog offers, soonest first. */
const SLOTS_OFFERED = 6;
const OTHER_TIME = 'other';

/**
 * 'Book a follow-up' from the teacher's card: the same student, the teacher's next free times first (live),
 * or another time; the purpose from the summary's next steps. Booked approved at once, the student mailed.
 */
export function FollowUpDialog({
  appointment,
  onClose,
}: {
  appointment: TeacherAppointment;
  onClose(): void;
}) {
  const now = useNow();
  const user = useSessionStore((state) => state.user);
  const slots = useTeacherSlots(typeof user?._id === 'string' ? user._id : undefined);
  const freeTimes = useMemo(
    () =>
      slots.data
        .filter((time) => Date.parse(time) > now.getTime() && !slots.blocked.has(time))
        .sort()
        .slice(0, SLOTS_OFFERED),
    [slots.data, slots.blocked, now],
  );
  const [choice, setChoice] = useState<string | null>(null);
  const [otherTime, setOtherTime] = useState('');
  const [purpose, setPurpose] = useState(() => followUpPurpose(appointment));
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // Until the teacher picks, the soonest free time is chosen; with none, another time.
  const picked = choice ?? freeTimes[0] ?? (slots.loading ? null : OTHER_TIME);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!picked) return;
    const payload: FollowUpPayload =
      picked === OTHER_TIME
        ? {
            bookingType: 'custom_request',
            dateTime: otherTime ? kolkataInputToIso(otherTime) : '',
            purpose,
            place: { kind: 'in_person' },
          }
        : { bookingType: 'slot_booking', dateTime: picked, purpose };
    setSending(true);
    setError(null);
    try {
      await bookFollowUp(appointment._id, payload);
      notify.success(sessionRecordMessages.followUpBooked);
      onClose();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setSending(false);
    }
  }

  return (
    <ModalDialog
      open
      onClose={onClose}
      title={sessionRecordTexts.followUpTitleFor(appointment.student.name)}
      closeLabel={sessionRecordTexts.close}
    >
      <chakra.form onSubmit={submit} display="flex" flexDirection="column" gap="4" pb="4">
        <Text color="gray.700" fontSize="sm">
          {sessionRecordTexts.followUpIntro}
        </Text>
        {!slots.loading && freeTimes.length === 0 && (
          <Text fontSize="sm" color="gray.700">
            {sessionRecordTexts.followUpNoSlots}
          </Text>
        )}
        <SlotPicker
          legend={sessionRecordTexts.followUpSlotsLabel}
          slots={freeTimes}
          value={picked ?? ''}
          loading={slots.loading}
          places={slots.places}
          seats={slots.seats}
          onChange={setChoice}
        />
        <chakra.label display="flex" alignItems="center" gap="2" cursor="pointer" color="gray.900">
          <input
            type="radio"
            name="slot"
            value={OTHER_TIME}
            checked={picked === OTHER_TIME}
            onChange={() => setChoice(OTHER_TIME)}
          />
          {sessionRecordTexts.followUpOtherTime}
        </chakra.label>
        {picked === OTHER_TIME && (
          <IstDateTimeField
            id="follow-up-time"
            label={sessionRecordTexts.followUpTimeLabel}
            value={otherTime}
            onChange={setOtherTime}
            min={now}
            required
          />
        )}
        <FormField id="follow-up-purpose" label={sessionRecordTexts.purposeLabel}>
          <Textarea
            id="follow-up-purpose"
            css={nativeFieldStyles}
            value={purpose}
            maxLength={PURPOSE_MAX_LENGTH}
            rows={3}
            onChange={(event) => setPurpose(event.target.value)}
          />
        </FormField>
        {error && (
          <Text role="alert" color="red.700">
            {error}
          </Text>
        )}
        <Stack direction="row" justify="flex-end">
          <Button type="submit" colorPalette="brand" loading={sending} disabled={!picked}>
            {sessionRecordTexts.followUpSubmit}
          </Button>
        </Stack>
      </chakra.form>
    </ModalDialog>
  );
}
