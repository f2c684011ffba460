import {
  type AvailabilityDeletePayload,
  type AvailabilityPayload,
  apiErrorMessages,
  availabilityDeleteSchema,
  createAvailabilityPayloadSchema,
  successMessages,
  validationMessages,
} from '@appointments/domain';
import type { Request, Response } from 'express';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { teacherRef } from '../../data/accounts';
import { futureSlotTimes, slotRef } from '../../data/slots';
import { conflict, notFound } from '../../http/api-error';
import { sendData } from '../../http/respond';
import { db } from '../../lib/firebase';
import { callerOf } from '../../middleware/auth';
import { nowOf } from '../../middleware/request-time';
import { validateBody } from '../../middleware/validate';

export async function getAvailability(req: Request, res: Response) {
  sendData(res, { availableSlots: await futureSlotTimes(callerOf(req).uid, nowOf(req)) });
}

/** Adds future slots; one that exists already makes the whole request a 409, adding none. */
async function addAvailability(req: Request, res: Response) {
  const teacherId = callerOf(req).uid;
  const { slots } = req.body as AvailabilityPayload;
  const stamp = Timestamp.fromDate(nowOf(req));
  const refs = slots.map((slot) => ({ ref: slotRef(teacherId, new Date(slot)), dateTime: new Date(slot) }));

  await db().runTransaction(async (transaction) => {
    const existing = await transaction.getAll(...refs.map((slot) => slot.ref));
    if (existing.some((snapshot) => snapshot.exists)) throw conflict(validationMessages.slotDuplicate);
    for (const slot of refs) {
      transaction.create(slot.ref, {
        teacherId,
        dateTime: Timestamp.fromDate(slot.dateTime),
        createdAt: stamp,
      });
    }
    transaction.update(teacherRef(teacherId), {
      availableSlotsCount: FieldValue.increment(refs.length),
      slotTimes: FieldValue.arrayUnion(...refs.map((slot) => Timestamp.fromDate(slot.dateTime))),
    });
  });

  sendData(
    res,
    { availableSlots: await futureSlotTimes(teacherId, nowOf(req)) },
    {
      status: 201,
      message: successMessages.slotAdded,
    },
  );
}

async function removeAvailability(req: Request, res: Response) {
  const teacherId = callerOf(req).uid;
  const { slotDateTime } = req.body as AvailabilityDeletePayload;
  const ref = slotRef(teacherId, new Date(slotDateTime));

  await db().runTransaction(async (transaction) => {
    const slot = await transaction.get(ref);
    if (!slot.exists) throw notFound(apiErrorMessages.slotNotFound);
    transaction.delete(ref);
    transaction.update(teacherRef(teacherId), {
      availableSlotsCount: FieldValue.increment(-1),
      slotTimes: FieldValue.arrayRemove(slot.get('dateTime')),
    });
  });

  sendData(
    res,
    { availableSlots: await futureSlotTimes(teacherId, nowOf(req)) },
    {
      message: successMessages.slotRemoved,
    },
  );
}

export const addAvailabilityHandlers = [
  validateBody((now) => createAvailabilityPayloadSchema(() => now)),
  addAvailability,
];
export const removeAvailabilityHandlers = [validateBody(availabilityDeleteSchema), removeAvailability];
