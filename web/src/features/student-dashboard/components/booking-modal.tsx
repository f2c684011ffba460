import {
  type BookingPayload,
  bookingModalTexts,
  type Clock,
  createBookingSchema,
  type IsoDateTime,
  meetingPlaceTexts,
  type SlotPlace,
  systemClock,
  type TeacherCard,
} from '@appointments/domain';
import { Button, chakra, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { SlotPicker } from '@/components/slots/slot-picker';
import { FormField, fieldDescription } from '@/components/ui/form-field';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { nativeFieldStyles } from '@/components/ui/native-field-styles';
import { PlacePicker } from '@/components/ui/place-picker';
import { parseForm } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/use-schema-form';
import { type BookingFormValues, type BookingMode, bookingInput } from '../model/booking-input';
import { BookingModeToggle } from './booking-mode-toggle';
import { CustomTimeField } from './custom-time-field';
import { WaitlistChoices } from './waitlist-choices';

interface BookingModalProps {
  teacher: TeacherCard;
  /**
   * The teacher's future slots, live: one taken meanwhile disappears from the list. Null until the
   * listener has answered; meanwhile the card's stored count decides the title and the mode.
   */
  slots: readonly IsoDateTime[] | null;
  /** Where each slot meets, shown next to its time (never a link before booking). */
  slotPlaces?: ReadonlyMap<IsoDateTime, SlotPlace> | undefined;
  /** Each slot's seats, live. */
  slotSeats?: ReadonlyMap<IsoDateTime, { capacity: number; seatsLeft: number }> | undefined;
  /** Full group sessions of the teacher, whose waitlists the student may join. */
  fullSessions?: readonly IsoDateTime[] | undefined;
  /** Joins a full session's waitlist, or with null the teacher's general one. */
  onJoinWaitlist?(dateTime: IsoDateTime | null): Promise<void>;
  now: Date;
  /** Resolves when booked (the modal closes); rejects to keep the modal open. */
  onSubmit(payload: BookingPayload): Promise<void>;
  onClose(): void;
  clock?: Clock;
  /**
   * What a suggestion from 'Find the right teacher' brings: its slot chosen and the student's need as the
   * purpose, so booking it takes one look and one press, never none.
   */
  prefill?: { slot?: IsoDateTime | undefined; purpose: string } | undefined;
}

const FORM_ID = 'booking-form';

/**
 * The mode stays unchosen until the student picks one, so slots that arrive after opening still make
 * 'Available Slots' the default.
 */
type BookingValues = Omit<BookingFormValues, 'mode'> & { mode: BookingMode | null };

export function BookingModal({
  teacher,
  slots,
  slotPlaces,
  slotSeats,
  fullSessions = [],
  onJoinWaitlist,
  now,
  onSubmit,
  onClose,
  clock = systemClock,
  prefill,
}: BookingModalProps) {
  const known = slots ?? [];
  const hasSlots = slots === null ? teacher.availableSlotsCount > 0 : slots.length > 0;
  // With no slot left (none published, or the last one just taken) only a custom request makes sense.
  const modeOf = (values: BookingValues): BookingMode => (hasSlots ? (values.mode ?? 'slot') : 'custom');
  // A chosen slot someone else booked meanwhile is no longer a choice.
  const slotOf = (values: BookingValues) => (known.includes(values.slot) ? values.slot : '');
  const schema = useMemo(() => createBookingSchema(clock), [clock]);
  const form = useSchemaForm<BookingValues, BookingPayload>({
    initial: {
      mode: null,
      slot: prefill?.slot ?? '',
      customDateTime: '',
      purpose: prefill?.purpose ?? '',
      placeKind: 'online',
    },
    check: (current) =>
      parseForm(
        schema,
        bookingInput(teacher._id, { ...current, mode: modeOf(current), slot: slotOf(current) }),
      ),
    // The caller has shown why a booking failed; the form stays for another try.
    send: (payload) => onSubmit(payload),
  });
  const { values, errors, busy } = form;

  const mode = modeOf(values);
  const slot = slotOf(values);

  function setMode(next: BookingMode) {
    form.set('mode', next);
    form.setErrors({});
  }

  return (
    <ModalDialog
      open
      onClose={onClose}
      title={bookingModalTexts.title(hasSlots, teacher.name)}
      closeLabel={bookingModalTexts.close}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {bookingModalTexts.cancel}
          </Button>
          <Button type="submit" form={FORM_ID} colorPalette="blue" disabled={busy}>
            {busy
              ? bookingModalTexts.submitting
              : mode === 'slot'
                ? bookingModalTexts.bookNow
                : bookingModalTexts.sendRequest}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} ref={form.formRef} noValidate onSubmit={form.submit}>
        {hasSlots ? (
          <BookingModeToggle mode={mode} onChange={setMode} />
        ) : (
          <Text role="status" mb="4" color="orange.800" fontWeight="medium">
            {bookingModalTexts.noAvailableSlots}
          </Text>
        )}
        <Stack gap="4">
          {onJoinWaitlist && (
            <WaitlistChoices
              full={fullSessions}
              general={slots !== null && slots.length === 0}
              onJoin={onJoinWaitlist}
            />
          )}
          {mode === 'slot' ? (
            <SlotPicker
              slots={known}
              loading={slots === null}
              value={slot}
              places={slotPlaces}
              officeLocation={teacher.profile.officeHours.location}
              seats={slotSeats}
              error={errors.dateTime}
              onChange={(next) => form.set('slot', next)}
            />
          ) : (
            <>
              <CustomTimeField
                value={values.customDateTime}
                now={now}
                error={errors.dateTime}
                onChange={(next) => form.set('customDateTime', next)}
              />
              <PlacePicker
                id="booking-place"
                withLocation={false}
                value={{ kind: values.placeKind ?? 'online', location: '' }}
                onChange={(next) => form.set('placeKind', next.kind)}
              />
              <Text fontSize="sm" color="gray.700">
                {meetingPlaceTexts.customRequestHint}
              </Text>
            </>
          )}
          <FormField
            id="booking-purpose"
            label={mode === 'slot' ? bookingModalTexts.purposeOptional : bookingModalTexts.purpose}
            error={errors.purpose}
          >
            <chakra.textarea
              id="booking-purpose"
              name="purpose"
              rows={3}
              css={nativeFieldStyles}
              placeholder={bookingModalTexts.purposePlaceholder}
              value={values.purpose}
              onChange={(event) => form.set('purpose', event.target.value)}
              aria-invalid={errors.purpose ? true : undefined}
              aria-describedby={fieldDescription('booking-purpose', errors.purpose)}
            />
          </FormField>
        </Stack>
      </form>
    </ModalDialog>
  );
}
