import { collections, errorMessages, type SlotPlace, slotPlaceFromData } from '@appointments/domain';
import { collection, type QuerySnapshot } from 'firebase/firestore';
import { useMemo } from 'react';
import { firestore } from '@/lib/firebase';
import { toIsoOrNull } from '@/lib/firestore-values';
import { useLiveQueryValue } from '@/lib/live/use-live-value';
import { notify } from '@/lib/notify';

/** Each slot's place (in person where, or online), by its ISO instant. */
export type SlotPlaces = ReadonlyMap<string, SlotPlace>;

export interface TeacherSlots {
  data: string[];
  places: SlotPlaces;
  loading: boolean;
}

const LOADING: TeacherSlots = { data: [], places: new Map(), loading: true };

function slotsOf(snapshot: QuerySnapshot): TeacherSlots {
  const slots: string[] = [];
  const places = new Map<string, SlotPlace>();
  for (const document of snapshot.docs) {
    const slot = toIsoOrNull(document.get('dateTime'));
    if (slot === null) continue;
    slots.push(slot);
    const place = slotPlaceFromData(document.get('place'));
    if (place) places.set(slot, place);
  }
  return { data: slots, places, loading: false };
}

function failedSlots(error: unknown): TeacherSlots {
  console.warn('Slots listener failed', error);
  notify.error(errorMessages.availabilityLoadFailed);
  return { data: [], places: new Map(), loading: false };
}

/** The teacher's slots as ISO instants, live: an add, a removal or a student's booking shows within a second. */
export function useTeacherSlots(teacherId: string | undefined): TeacherSlots {
  const slots = useMemo(
    () => (teacherId ? collection(firestore, collections.teachers, teacherId, collections.slots) : null),
    [teacherId],
  );
  return useLiveQueryValue(slots, slotsOf, failedSlots) ?? LOADING;
}
