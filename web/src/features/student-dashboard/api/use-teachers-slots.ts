// Every listed teacher's future slots, one listener per teacher (the rules grant the slots subcollection
// per teacher, not as a collection group). Booking a slot deletes its document, so a slot taken by
// someone else vanishes from the picker by itself.
import { errorMessages, type IsoDateTime } from '@appointments/domain';
import { collection, onSnapshot, query, Timestamp, where } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { firestore } from '@/lib/firebase';
import { notify } from '@/lib/notify';
import { toIsoOrNull } from './firestore-values';

export type SlotsByTeacher = Readonly<Record<string, readonly IsoDateTime[]>>;

export function useTeachersSlots(teacherIds: readonly string[]): SlotsByTeacher {
  const [slots, setSlots] = useState<SlotsByTeacher>({});
  // A stable key: the listeners reopen only when the set of teachers changes.
  const key = [...teacherIds].sort().join('|');

  useEffect(() => {
    const ids = key === '' ? [] : key.split('|');
    // Slots already past when we subscribe are left out here; later ones are dropped by the minute
    // tick of the screens (futureSlots), since the query's "now" does not move.
    const since = Timestamp.now();
    let warned = false;
    const stops = ids.map((teacherId) =>
      onSnapshot(
        query(collection(firestore, 'teachers', teacherId, 'slots'), where('dateTime', '>', since)),
        (snapshot) => {
          const times = snapshot.docs
            .map((document) => toIsoOrNull(document.get('dateTime')))
            .filter((time): time is string => time !== null);
          setSlots((current) => ({ ...current, [teacherId]: times }));
        },
        () => {
          if (!warned) notify.error(errorMessages.studentSlotsLoadFailed);
          warned = true;
          setSlots((current) => ({ ...current, [teacherId]: [] }));
        },
      ),
    );
    return () => {
      for (const stop of stops) stop();
    };
  }, [key]);

  return slots;
}
