import { errorMessages } from '@appointments/domain';
import { collection, onSnapshot } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { firestore } from '@/lib/firebase';
import { toIsoOrNull } from '@/lib/firestore-values';
import { notify } from '@/lib/notify';
import type { LiveState } from './live-state';

const EMPTY: LiveState<string[]> = { data: [], loading: true, error: null };

/** The teacher's slots as ISO instants, live: an add, a removal or a student's booking shows within a second. */
export function useTeacherSlots(teacherId: string | undefined): LiveState<string[]> {
  const [state, setState] = useState(EMPTY);
  useEffect(() => {
    if (!teacherId) return;
    setState(EMPTY);
    return onSnapshot(
      collection(firestore, 'teachers', teacherId, 'slots'),
      (snapshot) => {
        const slots = snapshot.docs
          .map((document) => toIsoOrNull(document.get('dateTime')))
          .filter((slot): slot is string => slot !== null);
        setState({ data: slots, loading: false, error: null });
      },
      (error) => {
        console.warn('Slots listener failed', error);
        notify.error(errorMessages.availabilityLoadFailed);
        setState({ data: [], loading: false, error: errorMessages.availabilityLoadFailed });
      },
    );
  }, [teacherId]);
  return state;
}
