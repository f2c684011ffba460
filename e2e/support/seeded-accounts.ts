// Many student and teacher documents at once, written through the Admin SDK with the functions' own
// document builders (so they carry the same search keys as registered accounts), without Auth users:
// what the admin's lists and counts read. Names mix accents, case, apostrophes and duplicates.
import { collections, SEARCH_KEYS_FIELD, studentSearchKeys } from '@appointments/domain';
import { rebuildAccountCounters } from '@appointments/functions/backfill';
import { newStudentDocument, newTeacherDocuments } from '@appointments/functions/seed';
import { adminDb } from './admin';

const FIRST = ['José', 'JOSE', 'jose', 'Zoë', 'ZOE', 'Ana María', 'Siobhán', 'Priya', 'priya', 'Łukasz'];
const LAST = ['Álvarez', 'ALVAREZ', "O'Brien", 'Núñez', 'Müller', 'Sharma', 'sharma', 'Straße'];
const COURSES = ['B.Tech Computer Science', 'M.Sc Physics', 'B.Com', 'B.A. English Literature', ''];
const DEPARTMENTS = ['Physics', 'Mathematics', 'Computer Science', 'Économie'];
const SUBJECTS = ['Quantum Mechanics', 'Linear Algebra', 'Algorithms', 'Micro-économie'];

export interface SeededAccounts {
  studentIds: string[];
  teacherIds: string[];
  /** Deletes every seeded document, so other tests' lists are as before. */
  remove(): Promise<void>;
}

/**
 * `students` and `teachers` accounts whose names all carry `tag` as one word; every third is pending;
 * creation times one second apart, some shared (ties are broken by id).
 */
export async function seedAccounts(tag: string, students: number, teachers: number): Promise<SeededAccounts> {
  const start = Date.now() - 86_400_000;
  const writer = adminDb.bulkWriter();
  const studentIds: string[] = [];
  const teacherIds: string[] = [];
  for (let i = 0; i < students; i += 1) {
    const uid = `${tag}-s${i}`;
    studentIds.push(uid);
    const first = FIRST[i % FIRST.length] ?? '';
    const last = LAST[(i * 7) % LAST.length] ?? '';
    const document = newStudentDocument({
      uid,
      name: `${first} ${last} ${tag}`,
      email: `${first
        .normalize('NFD')
        .replace(/[^A-Za-z]/g, '')
        .toLowerCase()}.${i}.${tag.toLowerCase()}@college.edu`,
      isApproved: i % 3 !== 0,
      // Three at a time share a creation second: ties are broken by id.
      now: new Date(start + Math.floor(i / 3) * 1000),
    });
    const profile = {
      ...document.profile,
      course: COURSES[i % COURSES.length] ?? '',
      studentId: `ST-${tag}-${i}`,
    };
    // As the profile route does: the keys follow the course and student ID.
    const keys = studentSearchKeys({ name: document.name, email: document.email, ...profile });
    Object.assign(document, { profile, [SEARCH_KEYS_FIELD]: keys });
    void writer.set(adminDb.collection(collections.students).doc(uid), document);
  }
  for (let i = 0; i < teachers; i += 1) {
    const uid = `${tag}-t${i}`;
    teacherIds.push(uid);
    const { card } = newTeacherDocuments({
      uid,
      name: `${FIRST[(i * 3) % FIRST.length]} ${LAST[i % LAST.length]} ${tag}`,
      email: `teacher.${i}.${tag.toLowerCase()}@college.edu`,
      isApproved: i % 3 !== 0,
      now: new Date(start + Math.floor(i / 2) * 1000),
      department: DEPARTMENTS[i % DEPARTMENTS.length] ?? '',
      subject: SUBJECTS[(i * 5) % SUBJECTS.length] ?? '',
      phone: '',
    });
    void writer.set(adminDb.collection(collections.teachers).doc(uid), card);
  }
  await writer.close();
  // Written around the API, so no account write's transaction moved the role counters: rebuilt, as the seed does.
  await rebuildAccountCounters();
  return {
    studentIds,
    teacherIds,
    async remove() {
      const remover = adminDb.bulkWriter();
      for (const id of studentIds) void remover.delete(adminDb.collection(collections.students).doc(id));
      for (const id of teacherIds) void remover.delete(adminDb.collection(collections.teachers).doc(id));
      await remover.close();
      await rebuildAccountCounters();
    },
  };
}
