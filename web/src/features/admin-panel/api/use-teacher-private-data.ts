import { collections, teacherPrivateDoc } from '@appointments/domain';
// Phone, employee ID and last login live in `teachers/{id}/private/profile`, which students may not read.
// The rules grant that document per teacher (not as a collection group), so each teacher on screen gets one
// document listener; the SDK multiplexes them over the one connection. Only the teachers whose card or
// profile is rendered are listened to: a page of cards, not the whole college.
import { doc, type Unsubscribe } from 'firebase/firestore';
import { useEffect, useRef, useState } from 'react';
import { useFirestore } from 'reactfire';
import { listen } from '@/lib/live/listeners';
import { type TeacherPrivateData, teacherPrivateFromData } from './documents';

export type PrivateDataByTeacher = Readonly<Record<string, TeacherPrivateData>>;

export function useTeacherPrivateData(teacherIds: readonly string[]): PrivateDataByTeacher {
  const firestore = useFirestore();
  const [byTeacher, setByTeacher] = useState<PrivateDataByTeacher>({});
  const listeners = useRef(new Map<string, Unsubscribe>());
  // A stable key: listeners change only when the set of teachers does, not on every card update.
  const key = [...teacherIds].sort().join('|');

  useEffect(() => {
    const wanted = new Set(key === '' ? [] : key.split('|'));
    const open = listeners.current;
    // Incremental: showing one more page opens listeners for the new cards only; the others stay open.
    for (const [teacherId, stop] of open) {
      if (wanted.has(teacherId)) continue;
      stop();
      open.delete(teacherId);
    }
    for (const teacherId of wanted) {
      if (open.has(teacherId)) continue;
      const stop = listen(
        doc(firestore, collections.teachers, teacherId, collections.teacherPrivate, teacherPrivateDoc),
        (snapshot) =>
          setByTeacher((current) => ({
            ...current,
            [teacherId]: teacherPrivateFromData(snapshot.data() ?? {}),
          })),
        // The card still shows without its private part (phone and last login read as not given).
        (error) => console.warn('Teacher private profile listener failed', error),
      );
      open.set(teacherId, stop);
    }
  }, [key, firestore]);

  useEffect(() => {
    const open = listeners.current;
    return () => {
      for (const stop of open.values()) stop();
      open.clear();
    };
  }, []);

  return byTeacher;
}
