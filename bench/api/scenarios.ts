// The API calls the bench loads: the main reads of each role and the main writes, each with the
// demo accounts' tokens. Writes build a fresh body per request so no two collide on a key.
import {
  BOOKING_MIN_NOTICE_MS,
  DEMO_ACCOUNTS,
  OPEN_APPOINTMENTS_PER_TEACHER_MAX,
} from '@appointments/domain';
import type { ApiClient } from '../../scripts/lib/api-client';
import { benchPair } from '../support/bench-pair';
import { studentPool } from '../support/student-pool';

export interface Scenario {
  name: string;
  kind: 'read' | 'write';
  method: 'GET' | 'POST';
  path: string;
  token: string;
  /** The token of the n-th request, when the requests come from several accounts. */
  tokenFor?: (n: number) => string;
  /** Sent by the writer's pool of students, as many as the run's requests need. */
  fromStudentPool?: boolean;
  /** A body for the n-th request of a run; absent for reads. */
  body?: (n: number) => unknown;
}

export interface BenchAccounts {
  student: string;
  teacher: string;
  admin: string;
  /** A pair of their own for the writes, so the reads measure the same data for every target and level. */
  writer: { student: string; teacher: string; teacherId: string; students: string[] };
}

export async function benchAccounts(api: ApiClient): Promise<BenchAccounts> {
  const [student, teacher, admin] = await Promise.all([
    api.login(DEMO_ACCOUNTS.student.email, DEMO_ACCOUNTS.student.password),
    api.login(DEMO_ACCOUNTS.teacher.email, DEMO_ACCOUNTS.teacher.password),
    api.login(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password),
  ]);
  return { student, teacher, admin, writer: await freshWriter(api) };
}

/**
 * A new pair for one load run of a write: a teacher's availability answer lists all their future slots,
 * so a teacher reused across runs would answer with more every run, and no two cells would compare.
 */
export async function freshWriter(api: ApiClient, poolSize = 0): Promise<BenchAccounts['writer']> {
  const pair = await benchPair(api);
  const students = poolSize > 0 ? (await studentPool(api, poolSize, 16)).map((student) => student.token) : [];
  return { student: pair.student.token, teacher: pair.teacher.token, teacherId: pair.teacher.uid, students };
}

/**
 * The student of the n-th booking (n from 1): each of the pool in turn, up to the per-teacher cap. A run
 * that outgrows its pool starts over and meets the cap (409s, counted with the non-2xx).
 */
function bookerToken(writer: BenchAccounts['writer'], n: number): string {
  const turn = Math.floor((n - 1) / OPEN_APPOINTMENTS_PER_TEACHER_MAX);
  return writer.students[turn % writer.students.length] ?? writer.student;
}

/** A distinct whole minute per request and run, months ahead, so slot keys never repeat. */
function slotFor(run: number, n: number): string {
  const start = Date.UTC(2030, 0, 1) + run * 10_000_000 * 60_000;
  return new Date(start + n * 60_000).toISOString();
}

export function scenarios(accounts: BenchAccounts, run: number): Scenario[] {
  // Requests a distinct whole minute each from past the booking notice on: a run's thousand requests
  // span hours, well within the booking horizon.
  const minute = 60_000;
  const firstRequest = Math.ceil((Date.now() + BOOKING_MIN_NOTICE_MS + 60 * minute) / minute) * minute;
  return [
    {
      name: 'GET /student/teachers',
      kind: 'read',
      method: 'GET',
      path: '/api/student/teachers',
      token: accounts.student,
    },
    {
      name: 'GET /student/appointments',
      kind: 'read',
      method: 'GET',
      path: '/api/student/appointments',
      token: accounts.student,
    },
    {
      name: 'GET /student/stats',
      kind: 'read',
      method: 'GET',
      path: '/api/student/stats',
      token: accounts.student,
    },
    {
      name: 'GET /teacher/appointments',
      kind: 'read',
      method: 'GET',
      path: '/api/teacher/appointments',
      token: accounts.teacher,
    },
    {
      name: 'GET /admin/dashboard-stats',
      kind: 'read',
      method: 'GET',
      path: '/api/admin/dashboard-stats',
      token: accounts.admin,
    },
    {
      name: 'POST /message/send',
      kind: 'write',
      method: 'POST',
      path: '/api/message/send',
      token: accounts.writer.student,
      body: (n) => ({
        content: `Load message ${run}.${n}`,
        receiver: accounts.writer.teacherId,
        receiverModel: 'teacher',
      }),
    },
    {
      name: 'POST /teacher/availability',
      kind: 'write',
      method: 'POST',
      path: '/api/teacher/availability',
      token: accounts.writer.teacher,
      body: (n) => ({ slots: [slotFor(run, n)] }),
    },
    {
      name: 'POST /student/book (custom)',
      kind: 'write',
      method: 'POST',
      path: '/api/student/book',
      token: accounts.writer.student,
      tokenFor: (n) => bookerToken(accounts.writer, n),
      fromStudentPool: true,
      body: (n) => ({
        teacherId: accounts.writer.teacherId,
        dateTime: new Date(firstRequest + n * minute).toISOString(),
        purpose: `Load request ${run}.${n}`,
        bookingType: 'custom_request',
      }),
    },
  ];
}
