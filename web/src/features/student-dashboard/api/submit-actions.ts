// The dashboard's two writes with the toasts the spec gives them. They rethrow so the open modal stays
// open for another try; the live listeners show the outcome (a new appointment, a slot gone).
import {
  type BookingPayload,
  lifecycleSuccessMessages,
  type RatingPayload,
  successMessages,
} from '@appointments/domain';
import { notify } from '@/lib/notify';
import { bookAppointment, cancelMyAppointment, rateTeacher } from './student-api';

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export async function submitBooking(payload: BookingPayload): Promise<void> {
  try {
    await bookAppointment(payload);
  } catch (error) {
    // Prefers the server's reason, e.g. 409 'This time slot is no longer available'.
    notify.error(reasonOf(error));
    throw error;
  }
  notify.success(
    payload.bookingType === 'slot_booking' ? successMessages.slotBooked : successMessages.customRequestSent,
  );
}

export async function submitRating(payload: RatingPayload, isUpdate: boolean): Promise<void> {
  try {
    await rateTeacher(payload);
  } catch (error) {
    // e.g. 403 'You can rate a teacher once they have approved a session with you'.
    notify.error(reasonOf(error));
    throw error;
  }
  notify.success(isUpdate ? successMessages.ratingUpdated : successMessages.ratingSubmitted);
}

export async function submitCancel(id: string, reason: string): Promise<void> {
  try {
    await cancelMyAppointment(id, reason);
  } catch (error) {
    // e.g. 409 'Appointments can be canceled or rescheduled up to 2 hours before they start'.
    notify.error(reasonOf(error));
    throw error;
  }
  notify.success(lifecycleSuccessMessages.canceledByStudent);
}
