// How many students wait in each of the teacher's lines, live (the rules let a teacher read the entries
// of their own lines): by the slot's key, and '' for the general line.
import { collections } from '@appointments/domain';
import { collection, type QuerySnapshot, query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { useLiveValue } from '@/lib/live/use-live-value';

function countsOf(snapshot: QuerySnapshot): ReadonlyMap<string, number> {
  const counts = new Map<string, number>();
  for (const entry of snapshot.docs) {
    const key = (entry.get('slotKey') as string | null) ?? '';
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

const NONE: ReadonlyMap<string, number> = new Map();

export function useLineLengths(teacherId: string | undefined): ReadonlyMap<string, number> {
  const firestore = useFirestore();
  const lines = useMemo(
    () =>
      teacherId
        ? query(collection(firestore, collections.waitlist), where('teacherId', '==', teacherId))
        : null,
    [firestore, teacherId],
  );
  return useLiveValue(lines, countsOf, () => NONE) ?? NONE;
}
