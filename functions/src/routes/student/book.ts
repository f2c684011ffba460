import { type BookingPayload, createBookingSchema, successMessages } from '@appointments/domain';
import type { Request, Response } from 'express';
import { sendData } from '../../http/respond';
import { callerOf } from '../../middleware/auth';
import { settingsOf, withCollegeSettings } from '../../middleware/college-settings';
import { nowOf } from '../../middleware/request-time';
import { validateBody } from '../../middleware/validate';
import { bookAppointment } from '../../services/booking';

/** Books a preset slot or requests a custom time (services/booking.ts holds the rules). */
async function book(req: Request, res: Response) {
  const payload = req.body as BookingPayload;
  const appointment = await bookAppointment(callerOf(req).uid, payload, nowOf(req), settingsOf(req).booking);
  sendData(res, appointment, {
    status: 201,
    message:
      payload.bookingType === 'slot_booking' ? successMessages.slotBooked : successMessages.customRequestSent,
  });
}

export const bookHandlers = [
  withCollegeSettings,
  validateBody((now, req) => createBookingSchema(() => now, settingsOf(req).booking)),
  book,
];
