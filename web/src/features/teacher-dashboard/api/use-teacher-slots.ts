import { type BlockReason, collections, errorMessages, type SlotPlace } from '@appointments/domain';
import { collection, type QuerySnapshot } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { useLiveValue } from '@/lib/live/use-live-value';
import { notify } from '@/lib/notify';
import { type SlotSeatCount, slotListingOf } from '@/lib/slot-listing';

/** Each slot's place (in person where, or online), by its ISO instant. */
export type SlotPlaces = ReadonlyMap<string, SlotPlace>;

export interface TeacherSlots {
  /** The slots with a free seat. */
  data: string[];
  places: SlotPlaces;
  /** Slots students are not offered now, with the reason. */
  blocked: ReadonlyMap<string, BlockReason>;
  /** Each slot's seats, live. */
  seats: ReadonlyMap<string, SlotSeatCount>;
  loading: boolean;
}

type SlotListing = Omit<TeacherSlots, 'loading'>;

function listingOf(snapshot: QuerySnapshot): SlotListing {
  const { times, places, blocked, seats } = slotListingOf(snapshot);
  // A full group session is no free slot: it shows under Group sessions with its attendees instead.
  const free = times.filter((time) => (seats.get(time)?.seatsLeft ?? 1) > 0);
  return { data: free, places, blocked, seats };
}

function failedListing(): SlotListing {
  notify.error(errorMessages.availabilityLoadFailed);
  return { data: [], places: new Map(), blocked: new Map(), seats: new Map() };
}

const NOTHING_YET: TeacherSlots = {
  data: [],
  places: new Map(),
  blocked: new Map(),
  seats: new Map(),
  loading: true,
};

/** The teacher's slots as ISO instants, live: an add, a removal or a student's booking shows within a second. */
export function useTeacherSlots(teacherId: string | undefined): TeacherSlots {
  const firestore = useFirestore();
  const slots = useMemo(
    () => (teacherId ? collection(firestore, collections.teachers, teacherId, collections.slots) : null),
    [teacherId, firestore],
  );
  const listing = useLiveValue(slots, listingOf, failedListing);
  return useMemo(() => (listing ? { ...listing, loading: false } : NOTHING_YET), [listing]);
}
