// Where each session happens. A slot carries only its kind and location (students read slots
// before booking); the booked appointment's place, with any video link, lives in
// `appointments/{id}/private/place`, which the rules open to its student and teacher alone. The API
// writes it in the transaction that creates or moves the appointment.
import { randomBytes } from 'node:crypto';
import {
  type AppointmentPlace,
  appointmentPlaceDoc,
  appointmentPlaceFromData,
  collections,
  GENERATED_ROOM_BYTES,
  inPersonLocation,
  type MeetingKind,
  meetingProviderOf,
  type SlotPlace,
  slotPlaceAtOffice,
  slotPlaceFromData,
} from '@appointments/domain';
import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { jitsiServerParam } from '../lib/meeting-params';
import { appointmentRef } from './appointments';

export const appointmentPlaceRef = (appointmentId: string) =>
  appointmentRef(appointmentId).collection(collections.appointmentPrivate).doc(appointmentPlaceDoc);

/** A Jitsi room nobody can guess: 128 random bits, on the operator's server. */
export function generatedRoomUrl(): string {
  const server = jitsiServerParam
    .value()
    .replace(/^https?:\/\//, '')
    .replace(/\/+$/, '');
  return `https://${server}/${randomBytes(GENERATED_ROOM_BYTES).toString('hex')}`;
}

/** The teacher's office location, the default place of an in-person session. */
export function officeLocationOf(teacher: DocumentSnapshot | undefined): string {
  const location = teacher?.get('profile.officeHours.location');
  return typeof location === 'string' ? location.trim() : '';
}

/** A new slot's stored place: an in-person slot without a location takes the office's. */
export function slotPlaceData(
  input: { kind: MeetingKind; location: string },
  officeLocation: string,
): SlotPlace {
  if (input.kind === 'online') return { kind: 'online' };
  return { kind: 'in_person', location: inPersonLocation(input.location, officeLocation) };
}

/**
 * The place a booking of this slot meets at: a slot from before places existed, or one stored without a
 * location (the office had none then), meets at the office as it is now.
 */
export function storedSlotPlace(slot: DocumentSnapshot | undefined, officeLocation: string): SlotPlace {
  const stored = slotPlaceFromData(slot?.get('place')) ?? { kind: 'in_person', location: '' };
  return slotPlaceAtOffice(stored, officeLocation);
}

/**
 * The booked appointment's place: in person at the slot's location, or online at the teacher's own
 * link when they have an accepted one, else in a generated room.
 */
export function appointmentPlaceFor(place: SlotPlace, teacherPrivate: DocumentSnapshot | undefined) {
  if (place.kind === 'in_person') return place;
  const own = teacherPrivate?.get('meetingLink');
  const provider =
    typeof own === 'string' && own !== '' ? meetingProviderOf(own, jitsiServerParam.value()) : null;
  if (typeof own === 'string' && provider) return { kind: 'online', url: own, provider } as const;
  return { kind: 'online', url: generatedRoomUrl(), provider: 'jitsi' } as const;
}

/** The private document: who may read it (rules compare these ids) and the place itself. */
export function placeDocument(
  ids: { studentId: string; teacherId: string },
  place: AppointmentPlace,
): Record<string, unknown> {
  return { studentId: ids.studentId, teacherId: ids.teacherId, ...place };
}

/** The appointment's place, read inside a transaction (null on appointments from before places). */
export async function readAppointmentPlace(
  transaction: Transaction,
  appointmentId: string,
): Promise<AppointmentPlace | null> {
  return appointmentPlaceFromData((await transaction.get(appointmentPlaceRef(appointmentId))).data());
}

/** The slot a place returns to the availability as: its kind and location, never a link. */
export function slotPlaceOf(place: AppointmentPlace | null): SlotPlace | null {
  if (!place) return null;
  return place.kind === 'online' ? { kind: 'online' } : place;
}
