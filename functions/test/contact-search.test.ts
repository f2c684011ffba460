// The contact search against the project's emulator: only approved accounts of the asked role, matched by
// the search keys with accents and case folded, by name, a page at most.
import { collections, SEARCH_KEYS_FIELD, studentSearchKeys, teacherSearchKeys } from '@appointments/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../src/lib/firebase';
import { searchContacts } from '../src/services/contact-search';
import { useOwnProject } from './support/emulator';

useOwnProject('demo-contact-search');

beforeAll(async () => {
  const student = (name: string, email: string, isApproved: boolean, course = '') => ({
    name,
    email,
    isApproved,
    profile: { course, studentId: '', profilePicture: null, cgpa: 9.2 },
    [SEARCH_KEYS_FIELD]: studentSearchKeys({ name, email, course }),
  });
  const students = db().collection(collections.students);
  await students.doc('s1').set(student('José Álvarez', 'jose.alvarez@college.edu', true, 'Physics'));
  await students.doc('s2').set(student('JOSEPH KURIAN', 'jk@college.edu', true));
  await students.doc('s3').set(student('Josefa Pending', 'josefa@college.edu', false));
  await students.doc('s4').set(student('Meera Iyer', 'meera@college.edu', true));
  await Promise.all(
    Array.from({ length: 25 }, (_, i) =>
      students.doc(`many${i}`).set(student(`Many ${String(i).padStart(2, '0')}`, `m${i}@college.edu`, true)),
    ),
  );
  const name = 'Ana Lucía Fernández';
  await db()
    .collection(collections.teachers)
    .doc('t1')
    .set({
      name,
      email: 'ana@college.edu',
      subject: 'Optics',
      department: 'Physics',
      isApproved: true,
      profile: { profilePicture: 'https://pictures.test/ana.jpg' },
      [SEARCH_KEYS_FIELD]: teacherSearchKeys({
        name,
        email: 'ana@college.edu',
        subject: 'Optics',
        department: 'Physics',
      }),
    });
});

describe('searchContacts', () => {
  it('finds approved students by any word, whatever the accents and case, by name', async () => {
    const found = await searchContacts('student', 'jose');
    expect(found.map((contact) => contact._id)).toEqual(['s1', 's2']);
    expect(found[0]).toEqual({
      _id: 's1',
      name: 'José Álvarez',
      email: 'jose.alvarez@college.edu',
      profile: { profilePicture: null },
    });
    expect((await searchContacts('student', 'ÁLVA')).map((contact) => contact._id)).toEqual(['s1']);
    expect((await searchContacts('student', 'physics')).map((contact) => contact._id)).toEqual(['s1']);
    expect(await searchContacts('student', 'josefa')).toEqual([]);
  });

  it('answers a page at most, and the first by name when the search is blank', async () => {
    expect(await searchContacts('student', 'many')).toHaveLength(20);
    const first = await searchContacts('student', '  ', 3);
    expect(first.map((contact) => contact.name)).toEqual(['José Álvarez', 'JOSEPH KURIAN', 'Many 00']);
  });

  it('checks a query longer than a key whole', async () => {
    expect(await searchContacts('teacher', 'ana lucia fernandez ana')).toEqual([]);
    expect((await searchContacts('teacher', 'ana lucia fernandez')).map((contact) => contact._id)).toEqual([
      't1',
    ]);
  });

  it('introduces a teacher with the subject and picture', async () => {
    expect(await searchContacts('teacher', 'optics')).toEqual([
      {
        _id: 't1',
        name: 'Ana Lucía Fernández',
        email: 'ana@college.edu',
        subject: 'Optics',
        profile: { profilePicture: 'https://pictures.test/ana.jpg' },
      },
    ]);
    expect(await searchContacts('student', 'optics')).toEqual([]);
  });
});
