import {
  BOOKING_MIN_NOTICE_MS,
  collections,
  createOfficeHoursSchema,
  lifecycleErrorMessages,
  lifecycleSuccessMessages,
  type OfficeHoursPayload,
  officeHoursSlotTimes,
  sessionsOverlap,
} from '@appointments/domain';
import type { Request, Response } from 'express';
import { Timestamp } from 'firebase-admin/firestore';
import { teacherRef } from '../../data/accounts';
import { officeHoursCollection, readApprovedBetween, updateTeacherSlots } from '../../data/lifecycle';
import { officeLocationOf, slotPlaceData } from '../../data/places';
import { futureSlotTimes, slotRef } from '../../data/slots';
import { conflict, notFound } from '../../http/api-error';
import { sendData } from '../../http/respond';
import { db } from '../../lib/firebase';
import { callerOf } from '../../middleware/auth';
import { nowOf } from '../../middleware/request-time';
import { validateBody } from '../../middleware/validate';

export interface OfficeHoursSeries extends OfficeHoursPayload {
  _id: string;
  createdAt: string;
  slotCount: number;
}

/** The teacher's weekly office-hours definitions, newest first. */
export async function listOfficeHours(req: Request, res: Response) {
  const snapshot = await officeHoursCollection(callerOf(req).uid).orderBy('createdAt', 'desc').get();
  const series: OfficeHoursSeries[] = snapshot.docs.map((doc) => ({
    ...(doc.data() as OfficeHoursPayload & { slotCount: number }),
    _id: doc.id,
    createdAt: (doc.get('createdAt') as Timestamp).toDate().toISOString(),
  }));
  sendData(res, series);
}

/**
 * Generates the slots of a weekly definition in one transaction: times already taken by a slot, or
 * colliding with an approved session of the teacher, or too close to take a booking, are skipped;
 * every other one is created with its length and the series' id, and the slot counter moves once.
 */
async function createOfficeHours(req: Request, res: Response) {
  const teacherId = callerOf(req).uid;
  const now = nowOf(req);
  const definition = req.body as OfficeHoursPayload;
  const earliest = now.getTime() + BOOKING_MIN_NOTICE_MS;
  const times = officeHoursSlotTimes(definition);
  const bookable = times.filter((time) => time.getTime() >= earliest);
  const seriesRef = officeHoursCollection(teacherId).doc();

  const created = await db().runTransaction(async (transaction) => {
    const first = bookable[0];
    const last = bookable.at(-1);
    if (!first || !last) return [];
    const [teacher, ...existing] = await transaction.getAll(
      teacherRef(teacherId),
      ...bookable.map((time) => slotRef(teacherId, time)),
    );
    const approved = await readApprovedBetween(
      transaction,
      teacherId,
      first,
      new Date(last.getTime() + definition.slotMinutes * 60_000),
    );
    const fresh = bookable.filter(
      (time, index) =>
        !existing[index]?.exists &&
        !approved.some((session) =>
          sessionsOverlap(session, { dateTime: time, durationMinutes: definition.slotMinutes }),
        ),
    );
    if (fresh.length === 0) return [];

    const stamp = Timestamp.fromDate(now);
    const place = slotPlaceData(definition.place, officeLocationOf(teacher));
    transaction.create(seriesRef, {
      ...definition,
      place,
      teacherId,
      slotCount: fresh.length,
      createdAt: stamp,
    });
    for (const time of fresh) {
      transaction.create(slotRef(teacherId, time), {
        teacherId,
        dateTime: Timestamp.fromDate(time),
        createdAt: stamp,
        durationMinutes: definition.slotMinutes,
        seriesId: seriesRef.id,
        place,
      });
    }
    updateTeacherSlots(
      transaction,
      teacherId,
      {},
      fresh.map((time) => Timestamp.fromDate(time)),
    );
    return fresh;
  });

  if (created.length === 0) throw conflict(lifecycleErrorMessages.officeHoursNothingNew);
  const skipped = times.length - created.length;
  sendData(
    res,
    {
      seriesId: seriesRef.id,
      created: created.length,
      skipped,
      availableSlots: await futureSlotTimes(teacherId, now),
    },
    { status: 201, message: lifecycleSuccessMessages.officeHoursCreated(created.length, skipped) },
  );
}

/** Removes a series and every slot of it still free; booked ones stay with their appointments. */
async function removeOfficeHours(req: Request<{ id: string }>, res: Response) {
  const teacherId = callerOf(req).uid;
  const seriesRef = officeHoursCollection(teacherId).doc(req.params.id);

  const removed = await db().runTransaction(async (transaction) => {
    const series = await transaction.get(seriesRef);
    if (!series.exists) throw notFound(lifecycleErrorMessages.seriesNotFound);
    const slots = await transaction.get(
      teacherRef(teacherId).collection(collections.slots).where('seriesId', '==', seriesRef.id),
    );
    for (const slot of slots.docs) transaction.delete(slot.ref);
    transaction.delete(seriesRef);
    updateTeacherSlots(
      transaction,
      teacherId,
      {},
      [],
      slots.docs.map((slot) => slot.get('dateTime') as Timestamp),
    );
    return slots.size;
  });

  sendData(
    res,
    { removed, availableSlots: await futureSlotTimes(teacherId, nowOf(req)) },
    { message: lifecycleSuccessMessages.seriesRemoved(removed) },
  );
}

export const createOfficeHoursHandlers = [
  validateBody((now) => createOfficeHoursSchema(() => now)),
  createOfficeHours,
];
export { removeOfficeHours };
