// The role counters (`accountCounters/{students,teachers}`), kept by the account writes' transactions (students)
// and a trigger moments after each teacher write, and the appointment totals, kept by the writes' own transactions: a full scan of the stored accounts
// to compare them with, and a wait for the triggers to catch up.
import { isDeepStrictEqual } from 'node:util';
import { accountCounterDocs, collections } from '@appointments/domain';
import { adminDb } from './admin';

export interface ScannedCounts {
  student: { total: number; pending: number };
  teacher: { total: number; pending: number };
  /** The sums of every student's appointment counters. */
  appointments: { total: number; completed: number; pending: number };
}

/** Every stored account read and added up here: what the counters must say. */
export async function scanAccounts(): Promise<ScannedCounts> {
  const [students, teachers] = await Promise.all([
    adminDb.collection(collections.students).get(),
    adminDb.collection(collections.teachers).get(),
  ]);
  const sum = (field: string) => students.docs.reduce((total, doc) => total + Number(doc.get(field) ?? 0), 0);
  const pendingOf = (docs: FirebaseFirestore.QueryDocumentSnapshot[]) =>
    docs.filter((doc) => doc.get('isApproved') === false).length;
  return {
    student: { total: students.size, pending: pendingOf(students.docs) },
    teacher: { total: teachers.size, pending: pendingOf(teachers.docs) },
    appointments: {
      total: sum('stats.totalAppointments'),
      completed: sum('stats.completedSessions'),
      pending: sum('stats.pendingRequests'),
    },
  };
}

async function storedCounters() {
  const [student, teacher] = await Promise.all(
    (['student', 'teacher'] as const).map(async (role) => {
      const data = (
        await adminDb.collection(collections.accountCounters).doc(accountCounterDocs[role]).get()
      ).data();
      // No counter yet: nothing of that role was ever written, which the product reads as none.
      if (!data) return { total: 0, pending: 0 };
      const { asOf: _asOf, ...figures } = data;
      return figures;
    }),
  );
  return { student, teacher };
}

/**
 * Each role's accounts and those awaiting approval, counted by the emulator (aggregation queries): cheap enough
 * to ask twice a second while the triggers catch up, which a read of thousands of accounts into this process
 * is not.
 */
async function aggregatedCounts(): Promise<Pick<ScannedCounts, 'student' | 'teacher'>> {
  const countOf = async (query: FirebaseFirestore.Query) => (await query.count().get()).data().count;
  const countsOf = async (name: string) => {
    const accounts = adminDb.collection(name);
    const [total, pending] = await Promise.all([
      countOf(accounts),
      countOf(accounts.where('isApproved', '==', false)),
    ]);
    return { total, pending };
  };
  const [student, teacher] = await Promise.all([
    countsOf(collections.students),
    countsOf(collections.teachers),
  ]);
  return { student, teacher };
}

/**
 * Waits until the stored counters equal what the store holds (the triggers have counted every write so far)
 * and returns a full scan that equals them too; fails with both when they do not within the time.
 */
export async function countersInLine(timeoutMs = 90_000): Promise<ScannedCounts> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [counted, stored] = await Promise.all([aggregatedCounts(), storedCounters()]);
    if (isDeepStrictEqual(stored, counted)) {
      const scan = await scanAccounts();
      if (isDeepStrictEqual(stored, { student: scan.student, teacher: scan.teacher })) return scan;
    }
    if (Date.now() > deadline)
      throw new Error(
        `role counters ${JSON.stringify(stored)} never matched a count ${JSON.stringify(counted)}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
