// The access matrix the project's rules must satisfy: for each cell (a collection and an
// operation), the roles allowed. Every role not listed must be refused.

import { appointmentPlaceDoc, collections as c, teacherPrivateDoc } from '@appointments/domain';
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
/** The sign-in addresses the two students' ID tokens carry (notifications are addressed by them). */
export const emailOf = { studentA: 'studenta@college.test', studentB: 'studentb@college.test' };

const getOf = (path: string) => (db: Firestore) => getDoc(doc(db, path));
const listOf =
  (path: string, ...filters: [string, string][]) =>
  (db: Firestore) =>
    getDocs(query(collection(db, path), ...filters.map(([field, value]) => where(field, '==', value))));
const listApproved = (db: Firestore) =>
  getDocs(query(collection(db, c.teachers), where('isApproved', '==', true)));

function writes(area: string, path: string): Cell[] {
  return [
    { area, operation: 'create', run: (db) => setDoc(doc(db, `${path}-new`), { x: 1 }), allowed: [] },
    { area, operation: 'update', run: (db) => updateDoc(doc(db, path), { x: 2 }), allowed: [] },
    { area, operation: 'delete', run: (db) => deleteDoc(doc(db, path)), allowed: [] },
  ];
}

export const cells: Cell[] = [
  { area: 'students/A', operation: 'get', run: getOf(`${c.students}/${A}`), allowed: ['student A', 'admin'] },
  { area: 'students', operation: 'list', run: listOf(c.students), allowed: ['admin'] },
  ...writes('students/A', `${c.students}/${A}`),
  {
    area: 'teachers/T',
    operation: 'get',
    run: getOf(`${c.teachers}/${T}`),
    allowed: ['student A', 'student B', 'teacher T', 'admin'],
  },
  {
    area: 'teachers',
    operation: 'list approved',
    run: listApproved,
    allowed: ['student A', 'student B', 'admin'],
  },
  { area: 'teachers', operation: 'list all', run: listOf(c.teachers), allowed: ['admin'] },
  ...writes('teachers/T', `${c.teachers}/${T}`),
  {
    area: 'teachers/T/private',
    operation: 'get',
    run: getOf(`${c.teachers}/${T}/${c.teacherPrivate}/${teacherPrivateDoc}`),
    allowed: ['teacher T', 'admin'],
  },
  {
    area: 'teachers/T/slots',
    operation: 'list',
    run: listOf(`${c.teachers}/${T}/${c.slots}`),
    allowed: ['student A', 'student B', 'teacher T', 'admin'],
  },
  ...writes('teachers/T/slots', `${c.teachers}/${T}/${c.slots}/s1`),
  {
    area: 'teachers/T/bookedStudents',
    operation: 'list',
    run: listOf(`${c.teachers}/${T}/${c.teacherStudents}`),
    allowed: ['teacher T', 'admin'],
  },
  {
    area: 'appointments/a1',
    operation: 'get',
    run: getOf(`${c.appointments}/a1`),
    allowed: ['student A', 'teacher T', 'admin'],
  },
  {
    area: 'appointments',
    operation: 'list by own student',
    run: listOf(c.appointments, ['studentId', A]),
    allowed: ['student A', 'admin'],
  },
  {
    area: 'appointments',
    operation: 'list by own teacher',
    run: listOf(c.appointments, ['teacherId', T]),
    allowed: ['teacher T', 'admin'],
  },
  { area: 'appointments', operation: 'list unfiltered', run: listOf(c.appointments), allowed: ['admin'] },
  ...writes('appointments/a1', `${c.appointments}/a1`),
  // The place of a1 (its video link): student A and teacher T only; another student, another
  // teacher, admins and anonymous visitors are refused.
  {
    area: 'appointments/a1/private/place',
    operation: 'get',
    run: getOf(`${c.appointments}/a1/${c.appointmentPrivate}/${appointmentPlaceDoc}`),
    allowed: ['student A', 'teacher T'],
  },
  {
    area: 'appointments/a2/private/place',
    operation: 'get',
    run: getOf(`${c.appointments}/a2/${c.appointmentPrivate}/${appointmentPlaceDoc}`),
    allowed: ['student B', 'teacher U'],
  },
  ...writes(
    'appointments/a1/private/place',
    `${c.appointments}/a1/${c.appointmentPrivate}/${appointmentPlaceDoc}`,
  ),
  // The private note of a1: its author (teacher T) alone; not its student, not admins, not teacher U.
  {
    area: 'appointments/a1/notes/T',
    operation: 'get',
    run: getOf(`${c.appointments}/a1/${c.appointmentNotes}/teacherT`),
    allowed: ['teacher T'],
  },
  {
    area: 'appointments/a1/notes',
    operation: 'list',
    run: listOf(`${c.appointments}/a1/${c.appointmentNotes}`),
    allowed: [],
  },
  ...writes('appointments/a1/notes/T', `${c.appointments}/a1/${c.appointmentNotes}/teacherT`),
  {
    area: 'waitlist/w1 (student A waiting for teacher T)',
    operation: 'get',
    run: getOf(`${c.waitlist}/w1`),
    allowed: ['student A', 'teacher T'],
  },
  {
    area: 'waitlist',
    operation: 'list by own student',
    run: listOf(c.waitlist, ['studentId', A]),
    allowed: ['student A'],
  },
  {
    area: 'waitlist',
    operation: 'list by own teacher',
    run: listOf(c.waitlist, ['teacherId', T]),
    allowed: ['teacher T'],
  },
  {
    area: 'waitlist',
    operation: 'list everything',
    run: listOf(c.waitlist),
    allowed: [],
  },
  ...writes('waitlist/w1', `${c.waitlist}/w1`),
  {
    area: 'ratings/T_A',
    operation: 'get',
    run: getOf(`${c.ratings}/${T}_${A}`),
    allowed: ['student A', 'teacher T', 'admin'],
  },
  {
    area: 'ratings',
    operation: 'list by own student',
    run: listOf(c.ratings, ['studentId', A]),
    allowed: ['student A', 'admin'],
  },
  ...writes('ratings/T_A', `${c.ratings}/${T}_${A}`),
  {
    area: 'conversations/A_T',
    operation: 'get',
    run: getOf(`${c.conversations}/${A}_${T}`),
    allowed: ['student A', 'teacher T', 'admin'],
  },
  {
    area: 'conversations/A_T/messages',
    operation: 'list',
    run: listOf(`${c.conversations}/${A}_${T}/${c.messages}`),
    allowed: ['student A', 'teacher T', 'admin'],
  },
  ...writes('conversations/A_T/messages', `${c.conversations}/${A}_${T}/${c.messages}/m1`),
  // Matching documents (profile embeddings) are the API's alone: clients read the teacher cards.
  { area: 'teacherMatching/T', operation: 'get', run: getOf(`${c.teacherMatching}/${T}`), allowed: [] },
  {
    area: 'teacherMatching',
    operation: 'list approved',
    run: (db) => getDocs(query(collection(db, c.teacherMatching), where('isApproved', '==', true))),
    allowed: [],
  },
  ...writes('teacherMatching/T', `${c.teacherMatching}/${T}`),
  { area: 'admins', operation: 'list', run: listOf(c.admins), allowed: ['admin'] },
  // A bulk decision's progress: admins follow it live; no client writes it, an admin included.
  { area: 'bulkJobs/j1', operation: 'get', run: getOf(`${c.bulkJobs}/j1`), allowed: ['admin'] },
  { area: 'bulkJobs', operation: 'list', run: listOf(c.bulkJobs), allowed: ['admin'] },
  ...writes('bulkJobs/j1', `${c.bulkJobs}/j1`),
  // The audit log and the college's settings are the API's alone, admins included (GET /api/admin/...).
  { area: 'auditLog/e1', operation: 'get', run: getOf(`${c.auditLog}/e1`), allowed: [] },
  { area: 'auditLog', operation: 'list', run: listOf(c.auditLog), allowed: [] },
  ...writes('auditLog/e1', `${c.auditLog}/e1`),
  { area: 'settings/college', operation: 'get', run: getOf(`${c.settings}/college`), allowed: [] },
  { area: 'settings', operation: 'list', run: listOf(c.settings), allowed: [] },
  ...writes('settings/college', `${c.settings}/college`),
  // Which accounts a roster created: the API's alone, admins included (POST /api/admin/roster/...).
  { area: 'rosterMembers/sA', operation: 'get', run: getOf(`${c.rosterMembers}/studentA`), allowed: [] },
  { area: 'rosterMembers', operation: 'list', run: listOf(c.rosterMembers), allowed: [] },
  {
    area: 'rosterMembers',
    operation: 'list of a role',
    run: listOf(c.rosterMembers, ['role', 'student']),
    allowed: [],
  },
  ...writes('rosterMembers/sA', `${c.rosterMembers}/studentA`),
  { area: 'passwordResets', operation: 'list', run: listOf(c.passwordResets), allowed: [] },
  // Outgoing mail holds other people's addresses and reset links: the API's and the sender's alone.
  { area: 'mail/m1', operation: 'get', run: getOf(`${c.mail}/m1`), allowed: [] },
  { area: 'mail', operation: 'list', run: listOf(c.mail), allowed: [] },
  { area: 'mail', operation: 'list own address', run: listOf(c.mail, ['to', 'a@example.edu']), allowed: [] },
  ...writes('mail/m1', `${c.mail}/m1`),
  { area: '_emulator/clock', operation: 'get', run: getOf('_emulator/clock'), allowed: [] },
  // A person's notifications: theirs alone, by the address their token carries; not even an admin reads them.
  { area: 'notifications/n1', operation: 'get', run: getOf(`${c.notifications}/n1`), allowed: ['student A'] },
  {
    area: 'notifications',
    operation: 'list own address',
    run: listOf(c.notifications, ['to', emailOf.studentA]),
    allowed: ['student A'],
  },
  { area: 'notifications', operation: 'list', run: listOf(c.notifications), allowed: [] },
  ...writes('notifications/n1', `${c.notifications}/n1`),
  // Calendar feed secrets and busy calendars (their addresses are secrets too) are the API's alone, the
  // person's own included; so is the local stack's test-host setting.
  { area: 'calendarFeeds/A', operation: 'get', run: getOf(`${c.calendarFeeds}/${A}`), allowed: [] },
  { area: 'calendarFeeds', operation: 'list', run: listOf(c.calendarFeeds), allowed: [] },
  ...writes('calendarFeeds/A', `${c.calendarFeeds}/${A}`),
  { area: 'busyCalendars/T', operation: 'get', run: getOf(`${c.busyCalendars}/${T}`), allowed: [] },
  { area: 'busyCalendars', operation: 'list', run: listOf(c.busyCalendars), allowed: [] },
  ...writes('busyCalendars/T', `${c.busyCalendars}/${T}`),
  // Push devices hold FCM tokens, which let anyone push to that browser: the API's alone, the owner's own
  // included (even by the owner's uid or address), and so are the records of each notification's pushes.
  { area: 'pushDevices/d1', operation: 'get', run: getOf(`${c.pushDevices}/d1`), allowed: [] },
  { area: 'pushDevices', operation: 'list', run: listOf(c.pushDevices), allowed: [] },
  { area: 'pushDevices', operation: 'list own uid', run: listOf(c.pushDevices, ['uid', A]), allowed: [] },
  {
    area: 'pushDevices',
    operation: 'list own address',
    run: listOf(c.pushDevices, ['email', emailOf.studentA]),
    allowed: [],
  },
  ...writes('pushDevices/d1', `${c.pushDevices}/d1`),
  { area: 'pushDeliveries/n1', operation: 'get', run: getOf(`${c.pushDeliveries}/n1`), allowed: [] },
  { area: 'pushDeliveries', operation: 'list', run: listOf(c.pushDeliveries), allowed: [] },
  ...writes('pushDeliveries/n1', `${c.pushDeliveries}/n1`),
  {
    area: '_emulator/busyCalendarTestHost',
    operation: 'get',
    run: getOf('_emulator/busyCalendarTestHost'),
    allowed: [],
  },
];
