// The insights' rollups against the project's emulator: every service that creates, moves or deletes an
// appointment moves them in its own transaction, so after each call they equal a full scan of the stored
// appointments; the backfill builds them from a scan; the report reads them back as the API answers.
import {
  collections,
  createOfficeHoursSchema,
  departmentKey,
  insightsFigures,
  monthsOf,
  topTeachersBySessions,
  WAITLIST_METRIC,
} from '@appointments/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { refreshAccountCopies } from '../src/data/account-copies';
import { studentRef, teacherRef } from '../src/data/accounts';
import { appointmentsCollection } from '../src/data/appointments';
import { scanFeedMonths, storedFeedMonths } from '../src/data/calendar-feed-months';
import {
  readCollegeMonths,
  readTeacherMonths,
  rebuildInsightRollups,
  scanInsightRollups,
  storedInsightRollups,
} from '../src/data/insight-rollup-store';
import { OFFERED, waitlistLevelsRef } from '../src/data/insight-rollups';
import { ApiError } from '../src/http/api-error';
import { runAutomaticUpdates } from '../src/jobs/automatic-updates';
import { auth } from '../src/lib/firebase';
import { deleteAccount } from '../src/services/account-deletion';
import { addSlots, createOfficeHours, removeOfficeHours, removeSlot } from '../src/services/availability';
import { bookAppointment } from '../src/services/booking';
import { recordAttendance } from '../src/services/session-record';
import { cancelByStudent, rescheduleAppointment } from '../src/services/student-changes';
import { cancelByTeacher, decideAppointment } from '../src/services/teacher-decisions';
import { joinWaitlist, leaveWaitlist } from '../src/services/waitlist';
import { useServiceEmulator } from './support/emulator';
import { addSlot, addStudent, addTeacher, hoursAfter, testAdmin, testNow } from './support/fixtures';

const { db } = useServiceEmulator({ accounts: true });

/**
 * The tree without the offered minutes and the waitlist's daily changes: the slot and waitlist writes keep those
 * as they happen, and the store no longer holds what was withdrawn or left (compared by their sums below).
 */
function withoutOffered(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== OFFERED && key !== WAITLIST_METRIC)
      .map(([key, child]) => [key, withoutOffered(child)] as const)
      .filter(([, child]) => typeof child !== 'object' || child === null || Object.keys(child).length > 0),
  );
}

async function expectRollupsEqualScan() {
  const scanned = (await scanInsightRollups()).documents();
  const stored = await storedInsightRollups();
  // Names are written with the counts they label and stay when the counts fall to zero.
  const counts = (documents: Map<string, Record<string, unknown>>) =>
    Object.fromEntries(
      [...documents]
        .map(
          ([path, { departments: _d, teacherNames: _t, ...rest }]) =>
            [path, withoutOffered(rest) as Record<string, unknown>] as const,
        )
        .filter(([, rest]) => Object.keys(rest).some((key) => key !== 'month' && key !== 'teacherId')),
    );
  const levels = waitlistLevelsRef().path;
  const withoutLevels = (documents: Map<string, Record<string, unknown>>) =>
    new Map([...documents].filter(([path]) => path !== levels));
  expect(counts(withoutLevels(stored))).toEqual(counts(withoutLevels(scanned)));
  // The waitlist's length now, by department: the stored changes add up to the students a scan finds waiting,
  // both in the levels document and in the day cells.
  const lengthOf = (document: Record<string, unknown> | undefined) => sumByDepartment(document?.months);
  expect(lengthOf(stored.get(levels))).toEqual(lengthOf(scanned.get(levels)));
  expect(waitlistDayCells(stored)).toEqual(lengthOf(scanned.get(levels)));
  await expectFeedMonthsEqualScan();
  return scanned;
}

/** Month (or day) → department → change, added up by department, zeros left out. */
function sumByDepartment(tree: unknown): Record<string, number> {
  const sums: Record<string, number> = {};
  for (const byDepartment of Object.values(
    (tree as Record<string, Record<string, number>> | undefined) ?? {},
  ))
    for (const [key, change] of Object.entries(byDepartment)) sums[key] = (sums[key] ?? 0) + change;
  return Object.fromEntries(Object.entries(sums).filter(([, value]) => value !== 0));
}

/** The waitlist's day cells of the college's months, added up by department. */
function waitlistDayCells(documents: Map<string, Record<string, unknown>>): Record<string, number> {
  const changes: Record<string, Record<string, number>> = {};
  for (const [path, document] of documents) {
    if (!path.startsWith(`${collections.insightRollups}/`)) continue;
    const days = (document.days ?? {}) as Record<string, Record<string, Record<string, number>>>;
    for (const [key, byDay] of Object.entries(days))
      for (const [dd, metrics] of Object.entries(byDay))
        if (metrics[WAITLIST_METRIC]) changes[`${path}-${dd}`] = { [key]: metrics[WAITLIST_METRIC] };
  }
  return sumByDepartment(changes);
}

/** The calendar feeds' months are moved by the same writes (data/calendar-feed-months.ts). */
async function expectFeedMonthsEqualScan() {
  const entries = (documents: Map<string, Record<string, unknown>>) =>
    Object.fromEntries(
      [...documents].map(([path, document]) => [
        path,
        Object.fromEntries(
          Object.entries(document.events as Record<string, Record<string, unknown>>).map(([id, entry]) => [
            id,
            { ...entry, place: entry.place ?? null },
          ]),
        ),
      ]),
    );
  expect(entries(await storedFeedMonths())).toEqual(entries(await scanFeedMonths()));
}

const request = (studentId: string, teacherId: string, at: Date) =>
  bookAppointment(
    studentId,
    {
      bookingType: 'custom_request',
      teacherId,
      dateTime: at.toISOString(),
      purpose: 'Revision',
      place: { kind: 'online' },
    },
    testNow,
  );

const slotBooking = (studentId: string, teacherId: string, at: Date) =>
  bookAppointment(
    studentId,
    { bookingType: 'slot_booking', teacherId, dateTime: at.toISOString(), purpose: 'Lab report' },
    testNow,
  );

describe('insights rollups', () => {
  it('equal a full scan after every kind of change over a term of mixed events, waitlists too (and so do the calendar feeds’ months)', async () => {
    for (const teacher of ['t1', 't2']) await addTeacher(teacher);
    for (let index = 0; index < 8; index++) await addStudent(`s${index}`);
    await expectRollupsEqualScan();

    // Bookings across two months, requests and slots.
    const slotTimes = [hoursAfter(30), hoursAfter(24 * 29 + 3), hoursAfter(24 * 33 + 5)];
    for (const time of slotTimes) await addSlot('t1', time, 45);
    const booked = [
      await request('s0', 't1', hoursAfter(26)),
      await request('s1', 't1', hoursAfter(50)),
      await request('s2', 't2', hoursAfter(28)),
      await slotBooking('s3', 't1', slotTimes[0] as Date),
      await slotBooking('s4', 't1', slotTimes[1] as Date),
      await request('s5', 't2', hoursAfter(24 * 31)),
      await request('s6', 't2', hoursAfter(75)),
      await request('s7', 't1', hoursAfter(100)),
    ];
    // Students join the waitlist of a teacher with no free time: the length moves with them.
    const waiting = await joinWaitlist('s6', 't2', null, hoursAfter(1));
    await joinWaitlist('s7', 't2', null, hoursAfter(1.5));
    await expectRollupsEqualScan();
    const [a, b, c, d, e, f, g, h] = booked.map((appointment) => appointment._id) as string[];

    // Decisions: approvals, a decline.
    await decideAppointment('t1', a as string, 'approved', hoursAfter(2));
    await decideAppointment('t2', c as string, 'approved', hoursAfter(5));
    await decideAppointment('t1', d as string, 'approved', hoursAfter(1));
    await decideAppointment('t1', b as string, 'canceled', hoursAfter(3));
    await decideAppointment('t2', g as string, 'approved', hoursAfter(20));
    await expectRollupsEqualScan();

    // Cancellations by each side, and a move into the next month.
    await cancelByStudent('s2', c as string, 'Clash with a lab', hoursAfter(6));
    await cancelByTeacher('t2', g as string, 'Away at a conference', hoursAfter(21));
    await leaveWaitlist('s6', waiting._id, hoursAfter(22));
    await rescheduleAppointment(
      's4',
      e as string,
      { bookingType: 'slot_booking', dateTime: (slotTimes[2] as Date).toISOString() },
      hoursAfter(7),
    );
    await expectRollupsEqualScan();

    // Attendance: a no-show and a correction; then the job completes sessions and lets requests lapse.
    await recordAttendance('t1', d as string, 'no_show', hoursAfter(30));
    await recordAttendance('t1', a as string, 'late', hoursAfter(26));
    await recordAttendance('t1', a as string, 'attended', hoursAfter(27));
    await runAutomaticUpdates(hoursAfter(110));
    await expectRollupsEqualScan();

    // A department renamed on the teacher's profile moves its appointments' figures with it.
    await teacherRef('t2').update({ department: 'Chemistry', name: 'Dr Rao' });
    expect(await refreshAccountCopies('teacher', 't2')).toBeGreaterThan(0);
    await studentRef('s4').update({ name: 'Asha Rao', email: 'asha@college.test' });
    expect(await refreshAccountCopies('student', 's4')).toBeGreaterThan(0);
    await expectRollupsEqualScan();

    // Deleted accounts take their appointments out of the figures.
    for (const uid of ['s0', 't2']) await auth().createUser({ uid, email: `${uid}@college.test` });
    await deleteAccount('student', 's0', testAdmin, hoursAfter(120));
    await expectRollupsEqualScan();
    await deleteAccount('teacher', 't2', testAdmin, hoursAfter(121));
    const scanned = await expectRollupsEqualScan();
    expect(scanned.size).toBeGreaterThan(0);
    expect([f, h]).toHaveLength(2);
  });

  it('answer the report’s figures: outcomes by week, response times, the heat map, the top teachers', async () => {
    await addTeacher('t1');
    for (const student of ['s1', 's2', 's3']) await addStudent(student);
    // testNow is Monday 4 March 2030, 10:00 IST.
    const first = await request('s1', 't1', hoursAfter(24));
    const second = await request('s2', 't1', hoursAfter(48));
    // Nobody answers this one: it lapses when its time passes.
    await request('s3', 't1', hoursAfter(24 * 8));
    await decideAppointment('t1', first._id, 'approved', hoursAfter(0.5));
    await decideAppointment('t1', second._id, 'canceled', hoursAfter(3));
    await recordAttendance('t1', first._id, 'attended', hoursAfter(24));
    await runAutomaticUpdates(hoursAfter(24 * 9));

    const range = { from: '2030-03-01', to: '2030-03-31' };
    const months = await readCollegeMonths(monthsOf(range));
    const figures = insightsFigures(months, range);
    expect(figures.weeks.map((week) => week.weekStart)).toEqual([
      '2030-02-25',
      '2030-03-04',
      '2030-03-11',
      '2030-03-18',
      '2030-03-25',
    ]);
    expect(figures.weeks[1]).toMatchObject({ booked: 3, completed: 1, declined: 1, lapsed: 0, noShow: 0 });
    expect(figures.weeks[2]).toMatchObject({ booked: 0, lapsed: 1 });
    expect(figures.totals).toMatchObject({ booked: 3, completed: 1, declined: 1, lapsed: 1 });
    expect(figures.noShowRate).toBe(0);
    expect(figures.responseTime).toMatchObject({ decided: 2, medianMinutes: 30, p90Minutes: 240 });
    // The approved session: Tuesday 10:00 IST.
    expect(figures.heatmap[1]?.[10]).toBe(1);
    expect(figures.heatmap.flat().reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(topTeachersBySessions(months, range, null)).toEqual([
      { teacherId: 't1', name: 'Teacher t1', sessions: 1 },
    ]);
    expect(insightsFigures(months, range, [departmentKey('Chemistry')]).totals.booked).toBe(0);
    expect(insightsFigures(months, range, [departmentKey('Physics')]).totals.booked).toBe(3);

    const own = insightsFigures(await readTeacherMonths('t1', monthsOf(range)), range);
    expect(own.totals).toEqual(figures.totals);
    expect(own.heatmap).toEqual(figures.heatmap);
  });
});

/** A seeded generator (mulberry32): the same term on every run. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return (count: number) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * count);
  };
}

/** A call the rules may refuse in this state (a student's cap, a passed time): the term goes on. */
async function tried(call: Promise<unknown>): Promise<void> {
  await call.catch((error: unknown) => {
    if (!(error instanceof ApiError)) throw error;
  });
}

describe('insights rollups over a seeded term', () => {
  it('equal a full scan after 120 mixed events in two departments', async () => {
    const pick = seeded(42);
    const teachers = ['t1', 't2', 't3'];
    const students = Array.from({ length: 10 }, (_, index) => `s${index}`);
    for (const teacher of teachers) await addTeacher(teacher);
    await teacherRef('t3').update({ department: 'Chemistry' });
    for (const student of students) await addStudent(student);
    const booked: { id: string; studentId: string; teacherId: string; at: Date }[] = [];
    let clock = testNow;
    for (let step = 0; step < 120; step++) {
      const now = clock;
      const appointment = booked[pick(Math.max(booked.length, 1))];
      switch (pick(8)) {
        case 0:
        case 1: {
          const [studentId, teacherId] = [students[pick(students.length)] ?? 's0', teachers[pick(3)] ?? 't1'];
          const at = hoursAfter(3 + pick(24 * 60), now);
          await tried(
            bookAppointment(
              studentId,
              {
                bookingType: 'custom_request',
                teacherId,
                dateTime: at.toISOString(),
                purpose: 'Term',
                place: { kind: 'online' },
              },
              now,
            ).then((made) => booked.push({ id: made._id, studentId, teacherId, at })),
          );
          break;
        }
        case 2:
        case 3:
          if (appointment)
            await tried(
              decideAppointment(
                appointment.teacherId,
                appointment.id,
                pick(3) ? 'approved' : 'canceled',
                now,
              ),
            );
          break;
        case 4:
          if (appointment) await tried(cancelByStudent(appointment.studentId, appointment.id, 'Clash', now));
          break;
        case 5:
          if (appointment) await tried(cancelByTeacher(appointment.teacherId, appointment.id, 'Away', now));
          break;
        case 6:
          if (appointment) {
            const at = hoursAfter(3 + pick(24 * 30), now);
            await tried(
              rescheduleAppointment(
                appointment.studentId,
                appointment.id,
                { bookingType: 'custom_request', dateTime: at.toISOString() },
                now,
              ),
            );
          }
          break;
        default:
          if (appointment)
            await tried(
              recordAttendance(
                appointment.teacherId,
                appointment.id,
                pick(2) ? 'no_show' : 'attended',
                hoursAfter(1, appointment.at),
              ),
            );
      }
      // The term moves on: half a day a step, the job completing sessions and letting requests lapse.
      clock = hoursAfter(12, clock);
      if (step % 20 === 19) {
        await runAutomaticUpdates(clock);
        await expectRollupsEqualScan();
      }
    }
    expect(booked.length).toBeGreaterThan(15);
    const figures = insightsFigures(
      await readCollegeMonths(monthsOf({ from: '2030-03-01', to: '2030-08-31' })),
      {
        from: '2030-03-01',
        to: '2030-08-31',
      },
    );
    expect(figures.totals.booked).toBe(booked.length);
    // The seed reaches every ending a session can have.
    for (const outcome of [
      'completed',
      'noShow',
      'canceledByStudent',
      'canceledByTeacher',
      'declined',
      'lapsed',
    ] as const)
      expect(figures.totals[outcome], outcome).toBeGreaterThan(0);
    await expectRollupsEqualScan();
  });
});

describe('rebuildInsightRollups', () => {
  it('builds the rollups from appointments written around the API, replacing what was there', async () => {
    await addTeacher('t1');
    await addStudent('s1');
    const booked = await request('s1', 't1', hoursAfter(24));
    // An import writes an appointment directly, and stale figures sit in a month nobody booked in.
    const { createdAt: _c, ...stored } = (await appointmentsCollection().doc(booked._id).get()).data() ?? {};
    await db()
      .collection(collections.appointments)
      .doc('imported')
      .set({ ...stored, status: 'completed', createdAt: Timestamp.fromDate(hoursAfter(-24 * 40)) });
    await db()
      .collection(collections.insightRollups)
      .doc('2029-01-1')
      .set({ month: '2029-01', days: { x: { '01': { booked: 9 } } } });

    expect(await rebuildInsightRollups()).toBeGreaterThan(0);
    await expectRollupsEqualScan();
    expect((await db().collection(collections.insightRollups).doc('2029-01-1').get()).exists).toBe(false);
  });
});

describe('offered seat-minutes', () => {
  it('follow the slots a teacher adds and removes, and stay when a slot is booked', async () => {
    await addTeacher('t1');
    await addStudent('s1');
    const range = { from: '2030-03-01', to: '2030-03-31' };
    const offered = async () =>
      insightsFigures(await readCollegeMonths(monthsOf(range)), range).weeks.reduce(
        (sum, week) => sum + week.offeredMinutes,
        0,
      );
    const first = hoursAfter(26);
    const second = hoursAfter(27);
    await addSlots(
      't1',
      { slots: [first.toISOString(), second.toISOString()], place: { kind: 'online', location: '' } },
      testNow,
    );
    expect(await offered()).toBe(60);
    await removeSlot('t1', second);
    expect(await offered()).toBe(30);
    // A booking takes the slot; the offer stood.
    await slotBooking('s1', 't1', first);
    expect(await offered()).toBe(30);

    const series = createOfficeHoursSchema(() => testNow).parse({
      days: [2],
      startTime: '10:00',
      endTime: '11:00',
      slotMinutes: 30,
      fromDate: '2030-03-05',
      untilDate: '2030-03-12',
      place: { kind: 'online' },
    });
    const { seriesId, created } = await createOfficeHours('t1', series, testNow);
    expect(await offered()).toBe(30 + created * 30);
    await removeOfficeHours('t1', seriesId);
    expect(await offered()).toBe(30);

    const figures = insightsFigures(await readCollegeMonths(monthsOf(range)), range);
    const own = insightsFigures(await readTeacherMonths('t1', monthsOf(range)), range);
    expect(own.weeks.map((week) => week.offeredMinutes)).toEqual(
      figures.weeks.map((week) => week.offeredMinutes),
    );
    await expectRollupsEqualScan();
  });
});
