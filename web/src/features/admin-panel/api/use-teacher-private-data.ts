// Phone, employee ID and last login live in `teachers/{id}/private/profile`, which students may not read.
// The rules grant that document per teacher (not as a collection group), so each listed teacher gets one
// document listener; the SDK multiplexes them over the one connection.
import { doc, onSnapshot } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { firestore } from '@/lib/firebase';
import { type TeacherPrivateData, teacherPrivateFromData } from './documents';

export type PrivateDataByTeacher = Readonly<Record<string, TeacherPrivateData>>;

export function useTeacherPrivateData(teacherIds: readonly string[]): PrivateDataByTeacher {
  const [byTeacher, setByTeacher] = useState<PrivateDataByTeacher>({});
  // A stable key: listeners reopen only when the set of teachers changes, not on every card update.
  const key = [...teacherIds].sort().join('|');

  useEffect(() => {
    const ids = key === '' ? [] : key.split('|');
    const stops = ids.map((teacherId) =>
      onSnapshot(
        doc(firestore, 'teachers', teacherId, 'private', 'profile'),
        (snapshot) =>
          setByTeacher((current) => ({
            ...current,
            [teacherId]: teacherPrivateFromData(snapshot.data() ?? {}),
          })),
        // The card still shows without its private part (phone and last login read as not given).
        (error) => console.warn('Teacher private profile listener failed', error),
      ),
    );
    return () => {
      for (const stop of stops) stop();
    };
  }, [key]);

  return byTeacher;
}
