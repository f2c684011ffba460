// The college's appointment totals against the project's emulator: every service that moves a student's
// appointment counters moves the totals in the same transaction, so after each call they equal the sum of
// every stored student's counters, with no trigger and no wait; and the rebuild for older data.
import { collections } from '@appointments/domain';
import { describe, expect, it } from 'vitest';
import {
  APPOINTMENT_TOTAL_SHARDS,
  appointmentTotals,
  ensureAppointmentTotals,
  rebuildAppointmentTotals,
} from '../src/data/appointment-totals';
import { runAutomaticUpdates } from '../src/jobs/automatic-updates';
import { setAccountApproval } from '../src/services/account-approval';
import { deleteAccount } from '../src/services/account-deletion';
import { bookAppointment } from '../src/services/booking';
import { createSelfRegisteredAccount } from '../src/services/registration';
import { cancelByStudent } from '../src/services/student-changes';
import { createTeacherAccount } from '../src/services/teacher-accounts';
import { cancelByTeacher, decideAppointment } from '../src/services/teacher-decisions';
import { useServiceEmulator } from './support/emulator';
import {
  addStudent,
  addTeacher,
  hoursAfter,
  newTeacher,
  registration,
  testAdmin,
  testNow,
} from './support/fixtures';

/** The admin an audit entry names. */

const { db } = useServiceEmulator({ accounts: true });

/** The reference: every stored student's counters read and added up here. */
async function studentSums() {
  const students = await db().collection(collections.students).get();
  const sum = (field: string) => students.docs.reduce((total, doc) => total + Number(doc.get(field) ?? 0), 0);
  return {
    total: sum('stats.totalAppointments'),
    completed: sum('stats.completedSessions'),
    pending: sum('stats.pendingRequests'),
  };
}

async function expectTotalsInLine() {
  const sums = await studentSums();
  expect(await appointmentTotals()).toEqual(sums);
  return sums;
}

const request = (studentId: string, teacherId: string, hours: number) =>
  bookAppointment(
    studentId,
    {
      bookingType: 'custom_request',
      teacherId,
      dateTime: hoursAfter(hours).toISOString(),
      purpose: 'Project advice',
      place: { kind: 'online' },
    },
    testNow,
  );

async function registeredStudent(email: string) {
  const uid = await createSelfRegisteredAccount(registration('student', email), testNow);
  await setAccountApproval('student', uid, true, testNow, testAdmin);
  return uid;
}

describe('appointment totals', () => {
  it('equal the sum of the students’ counters after bookings, decisions, cancellations, the automatic updates and deletions', async () => {
    const teacher = await createTeacherAccount(newTeacher, testNow);
    await addTeacher('t1');
    const asha = await registeredStudent('asha@college.test');
    await addStudent('s2');
    await addStudent('s3');
    expect(await expectTotalsInLine()).toEqual({ total: 0, completed: 0, pending: 0 });

    const first = await request(asha, 't1', 24);
    const second = await request('s2', 't1', 26);
    const third = await request('s3', 't1', 28);
    const fourth = await request('s2', teacher._id, 30);
    const fifth = await request('s3', teacher._id, 32);
    expect(await expectTotalsInLine()).toEqual({ total: 5, completed: 0, pending: 5 });

    await decideAppointment('t1', first._id, 'approved', testNow);
    await decideAppointment('t1', second._id, 'canceled', testNow);
    await expectTotalsInLine();
    await cancelByStudent('s3', third._id, 'Clash with a lab', testNow);
    await decideAppointment(teacher._id, fourth._id, 'approved', testNow);
    await cancelByTeacher(teacher._id, fourth._id, 'Away at a conference', testNow);
    expect(await expectTotalsInLine()).toMatchObject({ total: 5, pending: 1 });

    // A day later the approved session is over and the last request has lapsed.
    const summary = await runAutomaticUpdates(hoursAfter(72));
    expect(summary).toMatchObject({ completed: 1, canceled: 1 });
    expect(await expectTotalsInLine()).toEqual({ total: 5, completed: 1, pending: 0 });

    // A deleted student's counters leave with them; a deleted teacher's appointments leave their students'.
    await deleteAccount('student', asha, testAdmin, testNow);
    expect(await expectTotalsInLine()).toEqual({ total: 4, completed: 0, pending: 0 });
    expect(fifth.teacherId).toBe(teacher._id);
    await deleteAccount('teacher', teacher._id, testAdmin, testNow);
    expect(await expectTotalsInLine()).toEqual({ total: 2, completed: 0, pending: 0 });
  });

  it('spread the writes over the shards, so bookings across the college do not queue on one document', async () => {
    await addTeacher('t1');
    for (let index = 0; index < 24; index++) {
      await addStudent(`s${index}`);
      await request(`s${index}`, 't1', 24 + index);
    }
    const shards = await db().collection(collections.appointmentTotals).get();
    // 24 writes over 8 shards land on one alone with a chance of 8^-23.
    expect(shards.size).toBeGreaterThan(1);
    expect(shards.size).toBeLessThanOrEqual(APPOINTMENT_TOTAL_SHARDS);
    expect(await expectTotalsInLine()).toEqual({ total: 24, completed: 0, pending: 24 });
  });
});

describe('rebuildAppointmentTotals', () => {
  it('sets the totals to the stored students’ sums, whatever the shards held, and is idempotent', async () => {
    const students = db().collection(collections.students);
    await students
      .doc('s1')
      .set({ stats: { totalAppointments: 4, completedSessions: 3, pendingRequests: 0 } });
    await students
      .doc('s2')
      .set({ stats: { totalAppointments: 2, completedSessions: 0, pendingRequests: 1 } });
    await students.doc('s3').set({ name: 'No stats yet' });
    await db().collection(collections.appointmentTotals).doc('shard-5').set({ total: 99, pending: 7 });

    expect(await rebuildAppointmentTotals()).toEqual({ total: 6, completed: 3, pending: 1 });
    expect(await rebuildAppointmentTotals()).toEqual({ total: 6, completed: 3, pending: 1 });
    expect(await expectTotalsInLine()).toEqual({ total: 6, completed: 3, pending: 1 });
  });

  it('runs once after deployments: ensureAppointmentTotals rebuilds only where no rebuild is on record', async () => {
    const students = db().collection(collections.students);
    await students
      .doc('s1')
      .set({ stats: { totalAppointments: 2, completedSessions: 1, pendingRequests: 1 } });
    // A booking made between the functions' deployment and the backfill: its shard exists already.
    await db().collection(collections.appointmentTotals).doc('shard-3').set({ total: 1, pending: 1 });

    expect(await ensureAppointmentTotals()).toBe(true);
    expect(await expectTotalsInLine()).toEqual({ total: 2, completed: 1, pending: 1 });
    await students.doc('s1').update({ 'stats.totalAppointments': 3 });
    expect(await ensureAppointmentTotals()).toBe(false);
    expect(await appointmentTotals()).toEqual({ total: 2, completed: 1, pending: 1 });
  });
});
