// What the booking form sends: the same object the server's schema parses, so validating it here gives
// the same messages the API would answer with.
import { type BookingInput, kolkataInputToIso, type MeetingKind } from '@appointments/domain';

export type BookingMode = 'slot' | 'custom';

export interface BookingFormValues {
  mode: BookingMode;
  /** ISO instant of the chosen slot, '' when none. */
  slot: string;
  /** The datetime-local value, read as Asia/Kolkata whatever the browser's zone. */
  customDateTime: string;
  purpose: string;
  /** A custom request's place: online unless the student asks to meet in person. */
  placeKind?: MeetingKind;
}

export function bookingInput(teacherId: string, values: BookingFormValues): BookingInput {
  return values.mode === 'slot'
    ? { bookingType: 'slot_booking', teacherId, dateTime: values.slot, purpose: values.purpose }
    : {
        bookingType: 'custom_request',
        teacherId,
        dateTime: kolkataInputToIso(values.customDateTime),
        purpose: values.purpose,
        place: { kind: values.placeKind ?? 'online' },
      };
}
