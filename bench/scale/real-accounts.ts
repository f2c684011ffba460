// The three people the bench acts as, made the way real users are: through the API (teacher and student
// register, the admin approves them) and `createAdminAccount` for the admin. Remembered in `_bench/scale`, so
// a later run against the same stack finds them instead of seeding again.

import { createAdminAccount } from '@appointments/functions/seed';
import { getFirestore } from 'firebase-admin/firestore';
import type { ApiClient } from '../../scripts/lib/api-client';
import type { RealAccounts } from './dataset';
import type { DerivedData } from './derived-data';
import type { ScaleCounts } from './scale-config';

export interface Person {
  uid: string;
  name: string;
  email: string;
}

export interface BenchPeople {
  password: string;
  admin: Person;
  teacher: Person & { department: string; subject: string };
  student: Person;
}

export interface SeedRecord {
  people: BenchPeople;
  counts: ScaleCounts;
  /** What the college holds, for the report: "teachers" → 1000, "pending appointments" → 7512… */
  summary: Record<string, number>;
  /** Every document the seed wrote. */
  documents: number;
  seedSeconds: number;
  /** What the product's backfills and triggers derived from the seed (derived-data.ts). */
  derived: DerivedData;
}

const PASSWORD = 'Scale!Bench1';
const markerPath = '_bench/scale';

export const asRealAccounts = (people: BenchPeople): RealAccounts => ({
  teacher: people.teacher,
  student: people.student,
});

export async function previousSeed(): Promise<SeedRecord | undefined> {
  const snapshot = await getFirestore().doc(markerPath).get();
  return snapshot.exists ? (snapshot.data() as SeedRecord) : undefined;
}

export async function rememberSeed(record: SeedRecord): Promise<void> {
  await getFirestore().doc(markerPath).set(record);
}

async function ok<T>(
  what: string,
  answer: Promise<{ status: number; body: { data?: T; message?: string } }>,
) {
  const { status, body } = await answer;
  if (status >= 300) throw new Error(`${what} failed: ${status} ${body.message ?? ''}`);
  return body.data as T;
}

export async function createPeople(api: ApiClient): Promise<BenchPeople> {
  const stamp = Date.now().toString(36);
  const admin = { name: 'Scale Admin', email: `admin.${stamp}@scale.college.test` };
  const adminUid = await createAdminAccount({ ...admin, password: PASSWORD }, new Date());
  const adminToken = await api.login(admin.email, PASSWORD);

  const teacher = {
    name: 'Meera Scale',
    email: `teacher.${stamp}@scale.college.test`,
    department: 'Physics',
    subject: 'Optics',
  };
  const student = { name: 'Asha Scale', email: `student.${stamp}@scale.college.test` };
  const teacherId = await ok<{ _id: string }>(
    'register teacher',
    api.call('/auth/register', { body: { ...teacher, role: 'teacher', password: PASSWORD } }),
  );
  const studentId = await ok<{ _id: string }>(
    'register student',
    api.call('/auth/register', { body: { ...student, role: 'student', password: PASSWORD } }),
  );
  const approve = (role: 'teacher' | 'student', id: string) =>
    ok(
      `approve ${role}`,
      api.call(`/admin/approve-${role}/${id}`, { method: 'PUT', token: adminToken, body: {} }),
    );
  await approve('teacher', teacherId._id);
  await approve('student', studentId._id);
  return {
    password: PASSWORD,
    admin: { uid: adminUid, ...admin },
    teacher: { uid: teacherId._id, ...teacher },
    student: { uid: studentId._id, ...student },
  };
}
