// The student's waitlist entries and offers, live: the entries' own documents are listened to (the rules
// let a student read only their own), and each change asks the API again for the places in line.
import { collections, type WaitlistEntryAnswer } from '@appointments/domain';
import { collection, type QuerySnapshot, query, where } from 'firebase/firestore';
import { useEffect, useMemo, useState } from 'react';
import { useFirestore } from 'reactfire';
import { useLiveValue } from '@/lib/live/use-live-value';
import { fetchMyWaitlist } from './waitlist-api';

/** What changed in the student's entries: their ids, states and offers' times. */
function versionOf(snapshot: QuerySnapshot): string {
  return snapshot.docs
    .map(
      (doc) =>
        `${doc.id}:${String(doc.get('status'))}:${String(doc.get('offer.expiresAt')?.toMillis?.() ?? '')}`,
    )
    .sort()
    .join('|');
}

export function useMyWaitlist(studentId: string | null): { entries: WaitlistEntryAnswer[] } {
  const firestore = useFirestore();
  const own = useMemo(
    () =>
      studentId === null
        ? null
        : query(collection(firestore, collections.waitlist), where('studentId', '==', studentId)),
    [firestore, studentId],
  );
  const version = useLiveValue(own, versionOf, () => 'failed');
  const [entries, setEntries] = useState<WaitlistEntryAnswer[]>([]);
  useEffect(() => {
    if (version === undefined || version === '' || version === 'failed') {
      setEntries([]);
      return;
    }
    let current = true;
    fetchMyWaitlist()
      .then((answer) => current && setEntries(answer))
      .catch(() => current && setEntries([]));
    return () => {
      current = false;
    };
  }, [version]);
  return { entries };
}
