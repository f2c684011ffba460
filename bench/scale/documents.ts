// The generated college as the documents the functions write (functions/src/data): the same constructors,
// counters moved by the same deltas a booking or status change applies, the same denormalised fields.
import { collections, slotKey, teacherPrivateDoc } from '@appointments/domain';
import {
  counterDeltas,
  type Deltas,
  newStudentDocument,
  newTeacherDocuments,
  nextRatingAggregates,
} from '@appointments/functions/seed';
import { type Firestore, Timestamp } from 'firebase-admin/firestore';
import type { Dataset, SeedAccount, SeedAppointment, SeedTeacher } from './dataset';

export interface PlannedWrite {
  path: string;
  data: Record<string, unknown>;
  /** For the accounts the API made: only the history's fields are merged in. */
  merge?: boolean;
}

const ts = (date: Date) => Timestamp.fromDate(date);
const tsOrNull = (date: Date | null) => (date ? ts(date) : null);

/** `{'stats.totalAppointments': 3}` → `{stats: {totalAppointments: 3}}`, as the increments leave it stored. */
function nested(flat: Deltas): Record<string, unknown> {
  const out: Record<string, Record<string, unknown> | unknown> = {};
  for (const [path, value] of Object.entries(flat)) {
    const [head, tail] = path.split('.', 2) as [string, string | undefined];
    if (tail === undefined) out[head] = value;
    else out[head] = { ...(out[head] as Record<string, unknown> | undefined), [tail]: value };
  }
  return out;
}

function add(totals: Map<string, Deltas>, uid: string, deltas: Deltas) {
  const current = totals.get(uid) ?? {};
  for (const [field, delta] of Object.entries(deltas)) current[field] = (current[field] ?? 0) + delta;
  totals.set(uid, current);
}

function appointmentDocument(a: SeedAppointment) {
  return {
    teacherId: a.teacher.uid,
    studentId: a.student.uid,
    status: a.status,
    dateTime: ts(a.dateTime),
    purpose: a.purpose,
    bookingType: a.bookingType,
    autoUpdated: a.autoUpdatedAt !== null,
    autoUpdatedAt: tsOrNull(a.autoUpdatedAt),
    approvedAt: tsOrNull(a.approvedAt),
    createdAt: ts(a.createdAt),
    updatedAt: ts(a.updatedAt),
    teacher: {
      name: a.teacher.name,
      subject: a.teacher.subject,
      department: a.teacher.department,
      profile: { profilePicture: null },
    },
    student: { name: a.student.name, email: a.student.email, profile: { profilePicture: null } },
  };
}

/** What every account's counters add up to once the whole history has happened. */
function counters(dataset: Dataset) {
  const students = new Map<string, Deltas>();
  const teachers = new Map<string, Deltas>();
  const firstBooked = new Map<string, { teacherId: string; studentId: string; at: Date }>();
  for (const a of dataset.appointments) {
    const deltas = counterDeltas(undefined, a.status);
    add(students, a.student.uid, {
      'stats.totalAppointments': 0,
      'stats.pendingRequests': 0,
      'stats.completedSessions': 0,
      ...deltas.student,
    });
    add(teachers, a.teacher.uid, deltas.teacher);
    const pair = `${a.teacher.uid}/${a.student.uid}`;
    const seen = firstBooked.get(pair);
    if (!seen || a.createdAt < seen.at)
      firstBooked.set(pair, { teacherId: a.teacher.uid, studentId: a.student.uid, at: a.createdAt });
  }
  for (const { teacherId } of firstBooked.values()) add(teachers, teacherId, { 'stats.totalStudents': 1 });
  for (const slot of dataset.slots) add(teachers, slot.teacher.uid, { availableSlotsCount: 1 });
  const ratings = new Map<string, { ratingSum: number; totalRatings: number; averageRating: number }>();
  for (const r of dataset.ratings) {
    const current = ratings.get(r.teacher.uid) ?? { ratingSum: 0, totalRatings: 0, averageRating: 0 };
    ratings.set(r.teacher.uid, nextRatingAggregates(current, undefined, r.rating));
  }
  return { students, teachers, firstBooked, ratings };
}

function studentWrite(s: SeedAccount, counted: Deltas | undefined): PlannedWrite {
  const history = nested({
    'stats.totalAppointments': 0,
    'stats.pendingRequests': 0,
    'stats.completedSessions': 0,
    ...counted,
  });
  const path = `${collections.students}/${s.uid}`;
  if (s.real) return { path, data: { createdAt: ts(s.createdAt), ...history }, merge: true };
  const base = newStudentDocument({
    uid: s.uid,
    name: s.name,
    email: s.email,
    isApproved: s.approved,
    now: s.createdAt,
  });
  return { path, data: { ...base, lastLogin: tsOrNull(s.lastLogin), ...history } };
}

function* teacherWrites(
  t: SeedTeacher,
  counted: Deltas | undefined,
  rating: { ratingSum: number; totalRatings: number; averageRating: number } | undefined,
): Generator<PlannedWrite> {
  const base = {
    totalSessions: 0,
    availableSlotsCount: 0,
    'stats.totalSessions': 0,
    'stats.totalStudents': 0,
  };
  const history = { ...nested({ ...base, ...counted }), ...rating };
  const path = `${collections.teachers}/${t.uid}`;
  if (t.real) {
    yield { path, data: { createdAt: ts(t.createdAt), ...history }, merge: true };
    return;
  }
  const { card, private: secret } = newTeacherDocuments({
    uid: t.uid,
    name: t.name,
    email: t.email,
    isApproved: t.approved,
    now: t.createdAt,
    department: t.department,
    subject: t.subject,
    phone: t.phone,
  });
  yield { path, data: { ...card, ...history } };
  yield {
    path: `${path}/${collections.teacherPrivate}/${teacherPrivateDoc}`,
    data: { ...secret, employeeId: t.employeeId, lastLogin: tsOrNull(t.lastLogin) },
  };
}

/** Every document of the college, accounts first. */
export function* plannedWrites(dataset: Dataset, db: Firestore): Generator<PlannedWrite> {
  const counted = counters(dataset);
  for (const t of dataset.teachers)
    yield* teacherWrites(t, counted.teachers.get(t.uid), counted.ratings.get(t.uid));
  for (const s of dataset.students) yield studentWrite(s, counted.students.get(s.uid));
  for (const a of dataset.appointments)
    yield { path: `${collections.appointments}/${a.id}`, data: appointmentDocument(a) };
  for (const { teacherId, studentId, at } of counted.firstBooked.values()) {
    const path = `${collections.teachers}/${teacherId}/${collections.teacherStudents}/${studentId}`;
    yield { path, data: { studentId, firstBookedAt: ts(at) } };
  }
  for (const slot of dataset.slots) {
    const path = `${collections.teachers}/${slot.teacher.uid}/${collections.slots}/${slotKey(slot.dateTime)}`;
    yield {
      path,
      data: { teacherId: slot.teacher.uid, dateTime: ts(slot.dateTime), createdAt: ts(slot.createdAt) },
    };
  }
  for (const r of dataset.ratings) {
    yield {
      path: `${collections.ratings}/${r.teacher.uid}_${r.student.uid}`,
      data: {
        teacherId: r.teacher.uid,
        studentId: r.student.uid,
        rating: r.rating,
        review: r.review,
        ratedAt: ts(r.ratedAt),
        createdAt: ts(r.ratedAt),
      },
    };
  }
  for (const c of dataset.conversations) {
    const path = `${collections.conversations}/${c.student.uid}_${c.teacher.uid}`;
    for (const m of c.messages) {
      yield {
        path: `${path}/${collections.messages}/${db.collection('_').doc().id}`,
        data: {
          content: m.content,
          senderId: m.fromStudent ? c.student.uid : c.teacher.uid,
          senderModel: m.fromStudent ? 'student' : 'teacher',
          receiverId: m.fromStudent ? c.teacher.uid : c.student.uid,
          sentAt: ts(m.sentAt),
        },
      };
    }
    const last = c.messages.at(-1);
    if (!last) continue;
    yield {
      path,
      data: {
        studentId: c.student.uid,
        teacherId: c.teacher.uid,
        lastMessage: last.content.slice(0, 200),
        lastMessageAt: ts(last.sentAt),
        lastSenderModel: last.fromStudent ? 'student' : 'teacher',
      },
    };
  }
}
