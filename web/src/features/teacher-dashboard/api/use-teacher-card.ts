import { collections } from '@appointments/domain';
import { type DocumentSnapshot, doc } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { useLiveValue } from '@/lib/live/use-live-value';
import { type TeacherCardSummary, toTeacherCardSummary } from './teacher-appointment';

function cardOf(snapshot: DocumentSnapshot): TeacherCardSummary | null {
  return snapshot.exists() ? toTeacherCardSummary(snapshot.data()) : null;
}

// The stats call carries the same rating and subject, so a failed card read only loses live updates.
function noCard(error: Error): null {
  console.warn('Teacher card listener failed', error);
  return null;
}

/** The teacher's own public card, live, so a new rating or a profile edit shows without a reload. */
export function useTeacherCard(teacherId: string | undefined): TeacherCardSummary | null {
  const firestore = useFirestore();
  const card = teacherId ? doc(firestore, collections.teachers, teacherId) : null;
  return useLiveValue(card, cardOf, noCard) ?? null;
}
