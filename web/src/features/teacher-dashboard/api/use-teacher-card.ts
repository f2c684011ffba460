import { collections } from '@appointments/domain';
import { doc, onSnapshot } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { firestore } from '@/lib/firebase';
import { type TeacherCardSummary, toTeacherCardSummary } from './teacher-appointment';

/** The teacher's own public card, live, so a new rating or a profile edit shows without a reload. */
export function useTeacherCard(teacherId: string | undefined): TeacherCardSummary | null {
  const [card, setCard] = useState<TeacherCardSummary | null>(null);
  useEffect(() => {
    if (!teacherId) return;
    return onSnapshot(
      doc(firestore, collections.teachers, teacherId),
      (snapshot) => setCard(snapshot.exists() ? toTeacherCardSummary(snapshot.data()) : null),
      // The stats call carries the same rating and subject, so a failed card read only loses live updates.
      (error) => console.warn('Teacher card listener failed', error),
    );
  }, [teacherId]);
  return card;
}
