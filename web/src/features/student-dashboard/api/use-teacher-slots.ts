// The future slots of the one teacher whose booking modal is open, live. The cards show the teacher
// document's stored counter instead: one listener per listed teacher read every slot of every teacher
// (6,000 documents for 1,000 teachers) before the first card could show. Booking a slot deletes its
// document, so a slot taken by someone else vanishes from the open picker by itself.
import {
  collections,
  errorMessages,
  type IsoDateTime,
  type SlotPlace,
  slotPlaceFromData,
} from '@appointments/domain';
import { collection, onSnapshot, query, Timestamp, where } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { firestore } from '@/lib/firebase';
import { toIsoOrNull } from '@/lib/firestore-values';
import { notify } from '@/lib/notify';

interface HeardSlots {
  teacherId: string;
  times: readonly IsoDateTime[];
  /** Where each slot meets (in person at a location, or online; never a link). */
  places: ReadonlyMap<IsoDateTime, SlotPlace>;
}

export interface SlotListing {
  times: readonly IsoDateTime[];
  places: ReadonlyMap<IsoDateTime, SlotPlace>;
}

/** The teacher's slots as the listener last delivered them; null until it has answered (or with no teacher). */
export function useTeacherSlots(teacherId: string | null): readonly IsoDateTime[] | null {
  return useTeacherSlotListing(teacherId)?.times ?? null;
}

/** The same, with each slot's place. */
export function useTeacherSlotListing(teacherId: string | null): SlotListing | null {
  const [heard, setHeard] = useState<HeardSlots | null>(null);

  useEffect(() => {
    if (teacherId === null) return;
    // Slots already past when we subscribe are left out here; later ones are dropped by the minute
    // tick of the screen (futureSlots), since the query's "now" does not move.
    const since = Timestamp.now();
    return onSnapshot(
      query(
        collection(firestore, collections.teachers, teacherId, collections.slots),
        where('dateTime', '>', since),
      ),
      (snapshot) => {
        const places = new Map<IsoDateTime, SlotPlace>();
        const times: IsoDateTime[] = [];
        for (const document of snapshot.docs) {
          const time = toIsoOrNull(document.get('dateTime'));
          if (time === null) continue;
          times.push(time);
          const place = slotPlaceFromData(document.get('place'));
          if (place) places.set(time, place);
        }
        setHeard({ teacherId, times, places });
      },
      () => {
        notify.error(errorMessages.studentSlotsLoadFailed);
        setHeard({ teacherId, times: [], places: new Map() });
      },
    );
  }, [teacherId]);

  // What was heard for a teacher whose modal has since closed must not show in the next one.
  return heard !== null && heard.teacherId === teacherId ? heard : null;
}
