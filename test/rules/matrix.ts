// The access matrix the project's rules must satisfy: for each cell (a collection and an
// operation), the roles allowed. Every role not listed must be refused.
import type { Firestore } from 'firebase/firestore';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';

export const roles = [
  'signed out',
  'pending student',
  'suspended student',
  'student A',
  'student B',
  'teacher T',
  'teacher U',
  'pending teacher',
  'admin',
] as const;
export type MatrixRole = (typeof roles)[number];

export interface Cell {
  area: string;
  operation: string;
  run: (db: Firestore) => Promise<unknown>;
  allowed: MatrixRole[];
}

const A = 'studentA';
const T = 'teacherT';

const getOf = (path: string) => (db: Firestore) => getDoc(doc(db, path));
const listOf =
  (path: string, ...filters: [string, string][]) =>
  (db: Firestore) =>
    getDocs(query(collection(db, path), ...filters.map(([field, value]) => where(field, '==', value))));
const listApproved = (db: Firestore) =>
  getDocs(query(collection(db, 'teachers'), where('isApproved', '==', true)));

function writes(area: string, path: string): Cell[] {
  return [
    { area, operation: 'create', run: (db) => setDoc(doc(db, `${path}-new`), { x: 1 }), allowed: [] },
    { area, operation: 'update', run: (db) => updateDoc(doc(db, path), { x: 2 }), allowed: [] },
    { area, operation: 'delete', run: (db) => deleteDoc(doc(db, path)), allowed: [] },
  ];
}

export const cells: Cell[] = [
  { area: 'students/A', operation: 'get', run: getOf(`students/${A}`), allowed: ['student A', 'admin'] },
  { area: 'students', operation: 'list', run: listOf('students'), allowed: ['admin'] },
  ...writes('students/A', `students/${A}`),
  {
    area: 'teachers/T',
    operation: 'get',
    run: getOf(`teachers/${T}`),
    allowed: ['student A', 'student B', 'teacher T', 'admin'],
  },
  {
    area: 'teachers',
    operation: 'list approved',
    run: listApproved,
    allowed: ['student A', 'student B', 'admin'],
  },
  { area: 'teachers', operation: 'list all', run: listOf('teachers'), allowed: ['admin'] },
  ...writes('teachers/T', `teachers/${T}`),
  {
    area: 'teachers/T/private',
    operation: 'get',
    run: getOf(`teachers/${T}/private/profile`),
    allowed: ['teacher T', 'admin'],
  },
  {
    area: 'teachers/T/slots',
    operation: 'list',
    run: listOf(`teachers/${T}/slots`),
    allowed: ['student A', 'student B', 'teacher T', 'admin'],
  },
  ...writes('teachers/T/slots', `teachers/${T}/slots/s1`),
  {
    area: 'teachers/T/bookedStudents',
    operation: 'list',
    run: listOf(`teachers/${T}/bookedStudents`),
    allowed: ['teacher T', 'admin'],
  },
  {
    area: 'appointments/a1',
    operation: 'get',
    run: getOf('appointments/a1'),
    allowed: ['student A', 'teacher T', 'admin'],
  },
  {
    area: 'appointments',
    operation: 'list by own student',
    run: listOf('appointments', ['studentId', A]),
    allowed: ['student A', 'admin'],
  },
  {
    area: 'appointments',
    operation: 'list by own teacher',
    run: listOf('appointments', ['teacherId', T]),
    allowed: ['teacher T', 'admin'],
  },
  { area: 'appointments', operation: 'list unfiltered', run: listOf('appointments'), allowed: ['admin'] },
  ...writes('appointments/a1', 'appointments/a1'),
  {
    area: 'ratings/T_A',
    operation: 'get',
    run: getOf(`ratings/${T}_${A}`),
    allowed: ['student A', 'teacher T', 'admin'],
  },
  {
    area: 'ratings',
    operation: 'list by own student',
    run: listOf('ratings', ['studentId', A]),
    allowed: ['student A', 'admin'],
  },
  ...writes('ratings/T_A', `ratings/${T}_${A}`),
  {
    area: 'conversations/A_T',
    operation: 'get',
    run: getOf(`conversations/${A}_${T}`),
    allowed: ['student A', 'teacher T', 'admin'],
  },
  {
    area: 'conversations/A_T/messages',
    operation: 'list',
    run: listOf(`conversations/${A}_${T}/messages`),
    allowed: ['student A', 'teacher T', 'admin'],
  },
  ...writes('conversations/A_T/messages', `conversations/${A}_${T}/messages/m1`),
  { area: 'admins', operation: 'list', run: listOf('admins'), allowed: ['admin'] },
  { area: 'auditLog', operation: 'list', run: listOf('auditLog'), allowed: ['admin'] },
  { area: 'passwordResets', operation: 'list', run: listOf('passwordResets'), allowed: [] },
  // Outgoing mail holds other people's addresses and reset links: the API's and the sender's alone.
  { area: 'mail/m1', operation: 'get', run: getOf('mail/m1'), allowed: [] },
  { area: 'mail', operation: 'list', run: listOf('mail'), allowed: [] },
  { area: 'mail', operation: 'list own address', run: listOf('mail', ['to', 'a@example.edu']), allowed: [] },
  ...writes('mail/m1', 'mail/m1'),
  { area: '_emulator/clock', operation: 'get', run: getOf('_emulator/clock'), allowed: [] },
];
