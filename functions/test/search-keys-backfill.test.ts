// The backfill against the project's emulator: accounts without keys, with stale keys and with current
// keys; a second run writes nothing.

import { collections, SEARCH_KEYS_FIELD, studentSearchKeys, teacherSearchKeys } from '@appointments/domain';
import { describe, expect, it } from 'vitest';
import { db } from '../src/lib/firebase';
import { backfillSearchKeys } from '../src/services/search-keys-backfill';
import { useOwnProject } from './support/emulator';

useOwnProject('demo-search-keys');

describe('backfillSearchKeys', () => {
  it('writes missing and stale keys, leaves current ones, and is idempotent', async () => {
    const students = db().collection(collections.students);
    const teachers = db().collection(collections.teachers);
    const ana = {
      name: 'Ana Núñez',
      email: 'ana@college.edu',
      profile: { course: 'Physics', studentId: 'PH-1' },
    };
    const current = { name: 'Bo Li', email: 'bo@college.edu', profile: { course: '', studentId: '' } };
    const currentKeys = studentSearchKeys({ name: 'Bo Li', email: 'bo@college.edu' });
    await students.doc('missing').set(ana);
    await students.doc('stale').set({ ...ana, name: 'Ana Renamed', [SEARCH_KEYS_FIELD]: ['ana', 'nunez'] });
    await students.doc('current').set({ ...current, [SEARCH_KEYS_FIELD]: currentKeys });
    // More students than one page, so paging is exercised.
    await Promise.all(
      Array.from({ length: 7 }, (_, i) =>
        students.doc(`extra${i}`).set({ name: `Émile ${i}`, email: `e${i}@college.edu` }),
      ),
    );
    await teachers
      .doc('t1')
      .set({ name: 'Zoë', email: 'zoe@college.edu', subject: 'Optics', department: 'Physics' });

    const first = await backfillSearchKeys(3);
    expect(first).toEqual({ students: { read: 10, updated: 9 }, teachers: { read: 1, updated: 1 } });

    const read = async (id: string) => (await students.doc(id).get()).get(SEARCH_KEYS_FIELD);
    expect(await read('missing')).toEqual(
      studentSearchKeys({ name: ana.name, email: ana.email, course: 'Physics', studentId: 'PH-1' }),
    );
    expect(await read('stale')).toContain('ana renamed');
    expect(await read('current')).toEqual(currentKeys);
    expect(await read('extra3')).toContain('emile 3');
    expect((await teachers.doc('t1').get()).get(SEARCH_KEYS_FIELD)).toEqual(
      teacherSearchKeys({ name: 'Zoë', email: 'zoe@college.edu', subject: 'Optics', department: 'Physics' }),
    );

    expect(await backfillSearchKeys(3)).toEqual({
      students: { read: 10, updated: 0 },
      teachers: { read: 1, updated: 0 },
    });
  });
});
