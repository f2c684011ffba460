import { collections } from '@appointments/domain';
import { type DocumentSnapshot, doc, type Timestamp } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { useLiveValue } from '@/lib/live/use-live-value';

function pauseEndOf(snapshot: DocumentSnapshot): Date | null {
  const until: unknown = snapshot.get('bookingPause.until');
  return until && typeof (until as Timestamp).toDate === 'function' ? (until as Timestamp).toDate() : null;
}

// The booking answer names the pause too: a failed read only loses the banner.
function noPause(error: Error): null {
  console.warn('Booking pause listener failed', error);
  return null;
}

/**
 * When the no-show policy's pause of the student's new bookings ends, live from their own document (set by
 * the teacher's third no-show mark, cleared by a correction or an admin), or null when not paused.
 */
export function useBookingPauseEnd(studentId: string | null): Date | null {
  const firestore = useFirestore();
  const student = studentId ? doc(firestore, collections.students, studentId) : null;
  return useLiveValue(student, pauseEndOf, noPause) ?? null;
}
