// The future slots of the one teacher whose booking modal is open, live. The cards show the teacher
// document's stored counter instead: one listener per listed teacher read every slot of every teacher
// (6,000 documents for 1,000 teachers) before the first card could show. Booking a slot deletes its
// document, so a slot taken by someone else vanishes from the open picker by itself.
import { collections, errorMessages, type IsoDateTime, type SlotPlace } from '@appointments/domain';
import { collection, type QuerySnapshot, query, Timestamp, where } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { useLiveValue } from '@/lib/live/use-live-value';
import { notify } from '@/lib/notify';
import { slotListingOf } from '@/lib/slot-listing';

export interface SlotListing {
  times: readonly IsoDateTime[];
  /** Where each slot meets (in person at a location, or online; never a link). */
  places: ReadonlyMap<IsoDateTime, SlotPlace>;
}

/** The teacher's slots as the listener last delivered them; null until it has answered (or with no teacher). */
export function useTeacherSlots(teacherId: string | null): readonly IsoDateTime[] | null {
  return useTeacherSlotListing(teacherId)?.times ?? null;
}

/** The slots a student may book: those the teacher's busy times or day rule out are left out. */
function offeredSlots(snapshot: QuerySnapshot): SlotListing {
  const { times, places, blocked } = slotListingOf(snapshot);
  return { times: times.filter((time) => !blocked.has(time)), places };
}

function failedListing(): SlotListing {
  notify.error(errorMessages.studentSlotsLoadFailed);
  return { times: [], places: new Map() };
}

/** The same, with each slot's place. What was heard for a teacher whose modal has closed never shows in the next. */
export function useTeacherSlotListing(teacherId: string | null): SlotListing | null {
  const firestore = useFirestore();
  // Slots already past when the picker opens are left out here; later ones are dropped by the minute
  // tick of the screen (futureSlots), since the query's "now" does not move.
  const future = useMemo(
    () =>
      teacherId === null
        ? null
        : query(
            collection(firestore, collections.teachers, teacherId, collections.slots),
            where('dateTime', '>', Timestamp.now()),
          ),
    [teacherId, firestore],
  );
  return useLiveValue(future, offeredSlots, failedListing) ?? null;
}
