import { collections, errorMessages, type SlotPlace, slotPlaceFromData } from '@appointments/domain';
import { collection, onSnapshot } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { firestore } from '@/lib/firebase';
import { toIsoOrNull } from '@/lib/firestore-values';
import { notify } from '@/lib/notify';
import type { LiveState } from './live-state';

/** Each slot's place (in person where, or online), by its ISO instant. */
export type SlotPlaces = ReadonlyMap<string, SlotPlace>;

const EMPTY: LiveState<string[]> & { places: SlotPlaces } = {
  data: [],
  loading: true,
  error: null,
  places: new Map(),
};

/** The teacher's slots as ISO instants, live: an add, a removal or a student's booking shows within a second. */
export function useTeacherSlots(teacherId: string | undefined): LiveState<string[]> & { places: SlotPlaces } {
  const [state, setState] = useState(EMPTY);
  useEffect(() => {
    if (!teacherId) return;
    setState(EMPTY);
    return onSnapshot(
      collection(firestore, collections.teachers, teacherId, collections.slots),
      (snapshot) => {
        const slots: string[] = [];
        const places = new Map<string, SlotPlace>();
        for (const document of snapshot.docs) {
          const slot = toIsoOrNull(document.get('dateTime'));
          if (slot === null) continue;
          slots.push(slot);
          const place = slotPlaceFromData(document.get('place'));
          if (place) places.set(slot, place);
        }
        setState({ data: slots, loading: false, error: null, places });
      },
      (error) => {
        console.warn('Slots listener failed', error);
        notify.error(errorMessages.availabilityLoadFailed);
        setState({
          data: [],
          loading: false,
          error: errorMessages.availabilityLoadFailed,
          places: new Map(),
        });
      },
    );
  }, [teacherId]);
  return state;
}
