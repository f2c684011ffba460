import {
  type BlockReason,
  capacityOf,
  type IsoDateTime,
  type SlotPlace,
  seatsLeftOf,
} from '@appointments/domain';
import type { QuerySnapshot } from 'firebase/firestore';
import { storedDocuments } from './live/stored-documents';

export interface SlotSeatCount {
  capacity: number;
  seatsLeft: number;
}

/** A slot through its schema; one without a readable time is left out (it cannot be booked). */
function slotOf(id: string, data: unknown) {
  const { DocumentShapeError, readDocument, slotDocument } = storedDocuments();
  try {
    return readDocument(slotDocument, data, id);
  } catch (error) {
    if (error instanceof DocumentShapeError) return null;
    throw error;
  }
}

/**
 * A teacher's slots as a listener delivers them, for the teacher's own list and the student's picker alike:
 * each slot's instant in the query's order, where it meets (in person at a location, or online), and why
 * the API holds it back from students now (the teacher's busy times or the shape of their day), if it does.
 */
export function slotListingOf(snapshot: QuerySnapshot): {
  times: IsoDateTime[];
  places: Map<IsoDateTime, SlotPlace>;
  blocked: Map<IsoDateTime, BlockReason>;
  /** Each slot's seats, as its document keeps them live (a slot stored before groups: one seat). */
  seats: Map<IsoDateTime, SlotSeatCount>;
} {
  const times: IsoDateTime[] = [];
  const places = new Map<IsoDateTime, SlotPlace>();
  const blocked = new Map<IsoDateTime, BlockReason>();
  const seats = new Map<IsoDateTime, SlotSeatCount>();
  for (const document of snapshot.docs) {
    const slot = slotOf(document.id, document.data());
    if (slot === null) continue;
    const time = slot.dateTime.toDate().toISOString();
    times.push(time);
    if (slot.place) places.set(time, slot.place);
    if (slot.blocked) blocked.set(time, slot.blocked);
    seats.set(time, { capacity: capacityOf(slot), seatsLeft: seatsLeftOf(slot) });
  }
  return { times, places, blocked, seats };
}
