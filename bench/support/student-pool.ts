// Approved students made before any timing starts, so a bench that books many times spreads its
// bookings over enough students to stay within the fair-booking caps (2 open per teacher, 10 in all).
// Accounts are made with the register route's own code through the Admin SDK and approved the way the
// e2e support does, so a pool of hundreds never meets the registration or login limits.
import { OPEN_APPOINTMENTS_PER_TEACHER_MAX, registerSchema } from '@appointments/domain';
import type { ApiClient } from '../../scripts/lib/api-client';
import { pointFunctionsAtStack } from './in-process-app';

export interface PoolStudent {
  uid: string;
  token: string;
}

let made = 0;

async function approvedStudent(api: ApiClient): Promise<PoolStudent> {
  const { createSelfRegisteredAccount, loginCustomToken, setAccountClaims, studentRef } = await import(
    '@appointments/functions/seed'
  );
  made += 1;
  const payload = registerSchema.parse({
    name: `Bench Student ${made}`,
    role: 'student',
    email: `bench.pool.${Date.now().toString(36)}.${made}@college.test`,
    password: 'Bench!Pass1',
  });
  const uid = await createSelfRegisteredAccount(payload, new Date());
  await setAccountClaims(uid, { role: 'student', approved: true });
  await studentRef(uid).update({ isApproved: true });
  // What /auth/login hands out, minted here: the limits of the login route stay as in production.
  const custom = await loginCustomToken(uid);
  return { uid, token: await api.idTokenFromCustomToken(custom) };
}

/** `count` approved students with ID tokens, made a few at a time. */
export async function studentPool(api: ApiClient, count: number, parallel = 8): Promise<PoolStudent[]> {
  pointFunctionsAtStack();
  const pool: PoolStudent[] = [];
  for (let start = 0; start < count; start += parallel) {
    const batch = Math.min(parallel, count - start);
    pool.push(...(await Promise.all(Array.from({ length: batch }, () => approvedStudent(api)))));
  }
  return pool;
}

/** Students one teacher needs to take `bookings` open appointments within the per-teacher cap. */
export function studentsFor(bookings: number): number {
  return Math.ceil(bookings / OPEN_APPOINTMENTS_PER_TEACHER_MAX);
}

/** Bookings a pool of `students` may hold with one teacher. */
export function bookingsWithin(students: number): number {
  return students * OPEN_APPOINTMENTS_PER_TEACHER_MAX;
}

/** The student who makes the n-th booking (n from 0): each student in turn, up to the cap each. */
export function bookerOf<T>(pool: readonly T[], n: number): T {
  const booker = pool[Math.floor(n / OPEN_APPOINTMENTS_PER_TEACHER_MAX)];
  if (!booker) throw new Error(`The student pool (${pool.length}) is too small for booking ${n + 1}`);
  return booker;
}
