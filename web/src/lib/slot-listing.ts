import { type IsoDateTime, type SlotPlace, slotPlaceFromData } from '@appointments/domain';
import type { QuerySnapshot } from 'firebase/firestore';
import { toIsoOrNull } from './firestore-values';

/**
 * A teacher's slots as a listener delivers them, for the teacher's own list and the student's picker alike:
 * each slot's instant in the query's order, and where it meets (in person at a location, or online).
 */
export function slotListingOf(snapshot: QuerySnapshot): {
  times: IsoDateTime[];
  places: Map<IsoDateTime, SlotPlace>;
} {
  const times: IsoDateTime[] = [];
  const places = new Map<IsoDateTime, SlotPlace>();
  for (const document of snapshot.docs) {
    const time = toIsoOrNull(document.get('dateTime'));
    if (time === null) continue;
    times.push(time);
    const place = slotPlaceFromData(document.get('place'));
    if (place) places.set(time, place);
  }
  return { times, places };
}
