import { type Contact, collections, messagesTexts, type SelfRegisterRole } from '@appointments/domain';
import { collection, query, where } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { firestore } from '@/lib/firebase';
import { notify } from '@/lib/notify';
import { useLiveQuery } from '@/lib/use-live-query';
import { teacherContactFromData } from './documents';
import { fetchStudentContacts } from './messages-api';

// The rules let a student list teachers only with this exact filter, so it is built once at module load.
const approvedTeachers = query(collection(firestore, collections.teachers), where('isApproved', '==', true));

export interface Contacts {
  items: Contact[];
  loading: boolean;
}

/**
 * A student's contacts are the approved teachers, read live (a new picture or name shows at once); a
 * teacher may not list students under the rules, so theirs come from GET /student/list.
 */
export function useContacts(role: SelfRegisterRole): Contacts {
  const teachers = useLiveQuery(
    role === 'student' ? approvedTeachers : null,
    teacherContactFromData,
    messagesTexts.contactsLoadFailed,
  );
  const students = useStudentContacts(role === 'teacher');
  const list = role === 'student' ? teachers : students;
  return { items: list.items, loading: list.loading };
}

function useStudentContacts(enabled: boolean): Contacts {
  const [state, setState] = useState<Contacts>({ items: [], loading: enabled });
  const [generation, setGeneration] = useState(0);

  // No listener can serve a teacher (the rules keep student documents private), so the list is fetched
  // again whenever the page comes back into view: new students and new pictures show without a reload.
  useEffect(() => {
    if (!enabled) return;
    const refetch = () => {
      if (document.visibilityState === 'visible') setGeneration((value) => value + 1);
    };
    document.addEventListener('visibilitychange', refetch);
    return () => document.removeEventListener('visibilitychange', refetch);
  }, [enabled]);

  useEffect(() => {
    if (!enabled) return;
    // Read so a new generation fetches again.
    void generation;
    let active = true;
    fetchStudentContacts()
      .then((items) => {
        if (active) setState({ items, loading: false });
      })
      .catch((error: unknown) => {
        if (!active) return;
        notify.error(error instanceof Error ? error.message : messagesTexts.contactsLoadFailed);
        setState((current) => ({ items: current.items, loading: false }));
      });
    return () => {
      active = false;
    };
  }, [enabled, generation]);
  return state;
}
