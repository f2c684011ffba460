// The future slots of the one teacher whose booking modal is open, live. The cards show the teacher
// document's stored counter instead: one listener per listed teacher read every slot of every teacher
// (6,000 documents for 1,000 teachers) before the first card could show. Booking a slot deletes its
// document (a group slot loses a seat), so a slot taken by someone else vanishes from the open picker by itself.
import { collections, errorMessages, type IsoDateTime, type SlotPlace } from '@appointments/domain';
import { collection, type QuerySnapshot, query, Timestamp, where } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { useLiveValue } from '@/lib/live/use-live-value';
import { notify } from '@/lib/notify';
import { type SlotSeatCount, slotListingOf } from '@/lib/slot-listing';

export interface SlotListing {
  /** The slots with a free seat. */
  times: readonly IsoDateTime[];
  /** Where each slot meets (in person at a location, or online; never a link). */
  places: ReadonlyMap<IsoDateTime, SlotPlace>;
  /** Each slot's seats, live: 'n of N seats left' changes as other students book. */
  seats: ReadonlyMap<IsoDateTime, SlotSeatCount>;
  /** Group sessions with no seat left: the student may join their waitlist. */
  full: readonly IsoDateTime[];
}

/** The teacher's slots as the listener last delivered them; null until it has answered (or with no teacher). */
export function useTeacherSlots(teacherId: string | null): readonly IsoDateTime[] | null {
  return useTeacherSlotListing(teacherId)?.times ?? null;
}

/**
 * The slots a student may book: those the teacher's busy times or day rule out are left out, and a full
 * group session is listed apart (a group slot stays stored when full; a one-seat slot is deleted).
 */
function offeredSlots(snapshot: QuerySnapshot): SlotListing {
  const { times, places, blocked, seats } = slotListingOf(snapshot);
  const shown = times.filter((time) => !blocked.has(time));
  const isFull = (time: IsoDateTime) => (seats.get(time)?.seatsLeft ?? 1) === 0;
  return { times: shown.filter((time) => !isFull(time)), places, seats, full: shown.filter(isFull) };
}

function failedListing(): SlotListing {
  notify.error(errorMessages.studentSlotsLoadFailed);
  return { times: [], places: new Map(), seats: new Map(), full: [] };
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
  // The server's answer first: the cache may still hold a slot taken since this teacher's modal last opened.
  return useLiveValue(future, offeredSlots, failedListing, { serverFirst: true }) ?? null;
}
