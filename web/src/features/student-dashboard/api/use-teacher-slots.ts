// The future slots of the one teacher whose booking modal is open, live. The cards show the teacher
// document's stored counter instead: one listener per listed teacher read every slot of every teacher
// (6,000 documents for 1,000 teachers) before the first card could show. Booking a slot deletes its
// document, so a slot taken by someone else vanishes from the open picker by itself.
import { errorMessages, type IsoDateTime } from '@appointments/domain';
import { collection, onSnapshot, query, Timestamp, where } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { firestore } from '@/lib/firebase';
import { toIsoOrNull } from '@/lib/firestore-values';
import { notify } from '@/lib/notify';

interface HeardSlots {
  teacherId: string;
  times: readonly IsoDateTime[];
}

/** The teacher's slots as the listener last delivered them; null until it has answered (or with no teacher). */
export function useTeacherSlots(teacherId: string | null): readonly IsoDateTime[] | null {
  const [heard, setHeard] = useState<HeardSlots | null>(null);

  useEffect(() => {
    if (teacherId === null) return;
    // Slots already past when we subscribe are left out here; later ones are dropped by the minute
    // tick of the screen (futureSlots), since the query's "now" does not move.
    const since = Timestamp.now();
    return onSnapshot(
      query(collection(firestore, 'teachers', teacherId, 'slots'), where('dateTime', '>', since)),
      (snapshot) => {
        const times = snapshot.docs
          .map((document) => toIsoOrNull(document.get('dateTime')))
          .filter((time): time is string => time !== null);
        setHeard({ teacherId, times });
      },
      () => {
        notify.error(errorMessages.studentSlotsLoadFailed);
        setHeard({ teacherId, times: [] });
      },
    );
  }, [teacherId]);

  // What was heard for a teacher whose modal has since closed must not show in the next one.
  return heard !== null && heard.teacherId === teacherId ? heard.times : null;
}
