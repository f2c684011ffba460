import {
  collections,
  departmentKey,
  groupSessionMessages,
  insightsFigures,
  monthsOf,
} from '@appointments/domain';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { teacherRef } from '../src/data/accounts';
import {
  readCollegeMonths,
  readWaitlistLevels,
  rebuildInsightRollups,
} from '../src/data/insight-rollup-store';
import { slotRef } from '../src/data/slots';
import { waitlistCollection } from '../src/data/waitlist';
import { runWaitlistOffers } from '../src/jobs/waitlist-offers';
import { db } from '../src/lib/firebase';
import { addSlots, changeSlotCapacity, removeSlot } from '../src/services/availability';
import { bookAppointment } from '../src/services/booking';
import { cancelSession } from '../src/services/group-session';
import { cancelByStudent } from '../src/services/student-changes';
import {
  acceptOffer,
  joinWaitlist,
  leaveWaitlist,
  passOffer,
  studentWaitlist,
} from '../src/services/waitlist';
import { expireOffers } from '../src/services/waitlist-seats';
import { useServiceEmulator } from './support/emulator';
import { addStudent, addTeacher, hoursAfter, testNow } from './support/fixtures';
import { refusal } from './support/refusal';

useServiceEmulator();

const inPerson = { kind: 'in_person', location: '' } as const;
const session = hoursAfter(48);
const later = (minutes: number) => new Date(testNow.getTime() + minutes * 60_000);
const slotBooking = (dateTime: Date) =>
  ({ bookingType: 'slot_booking', teacherId: 't1', dateTime: dateTime.toISOString(), purpose: '' }) as const;

/** Teacher t1 with a full group slot of `capacity` seats, booked by b0…; the bookings' ids. */
async function fullSession(capacity: number): Promise<string[]> {
  await addTeacher('t1');
  await addSlots('t1', { slots: [{ dateTime: session.toISOString(), capacity }], place: inPerson }, testNow);
  const ids: string[] = [];
  for (let index = 0; index < capacity; index += 1) {
    await addStudent(`b${index}`);
    ids.push((await bookAppointment(`b${index}`, slotBooking(session), testNow))._id);
  }
  return ids;
}

async function offers() {
  const offered = await waitlistCollection().where('status', '==', 'offered').get();
  return offered.docs.map((entry) => entry.get('studentId') as string).sort();
}

async function seats() {
  const slot = await slotRef('t1', session).get();
  return { seatsLeft: slot.get('seatsLeft') as number, held: (slot.get('held') as number | undefined) ?? 0 };
}

const waiter = (index: number) => `w${String(index).padStart(2, '0')}`;

describe('waitlist offers', () => {
  it('gives 30 students in line exactly 5 offers as 5 seats free one by one: in line order, none twice, each seat booked once', async () => {
    const bookings = await fullSession(5);
    const waiters = Array.from({ length: 30 }, (_, index) => waiter(index));
    await Promise.all(waiters.map((student) => addStudent(student)));
    const joined = await Promise.all(
      waiters.map((student, index) =>
        joinWaitlist(student, 't1', session, new Date(testNow.getTime() + index)),
      ),
    );
    expect(joined.map((entry) => entry.position)).toEqual(waiters.map((_, index) => index + 1));

    for (const [index, booking] of bookings.entries()) {
      await cancelByStudent(`b${index}`, booking, '', later(1));
      // Exactly one seat held per freed seat, for the next student in line.
      expect(await offers()).toEqual(waiters.slice(0, index + 1));
      expect(await seats()).toEqual({ seatsLeft: 0, held: index + 1 });
    }
    const full = await refusal(bookAppointment('w29', slotBooking(session), later(2)));
    expect(full.message).toBe(groupSessionMessages.sessionFull);

    for (const student of waiters.slice(0, 5)) {
      const [entry] = await studentWaitlist(student);
      expect(entry?.offer?.dateTime).toBe(session.toISOString());
      expect((await acceptOffer(student, entry?.offer?.offerId ?? '', later(3))).status).toBe('pending');
    }
    expect(await offers()).toEqual([]);
    expect(await seats()).toEqual({ seatsLeft: 0, held: 0 });
    const open = await db()
      .collection(collections.appointments)
      .where('teacherId', '==', 't1')
      .where('status', 'in', ['pending', 'approved'])
      .get();
    expect(open.docs.map((doc) => doc.get('studentId')).sort()).toEqual(waiters.slice(0, 5));
    expect((await studentWaitlist('w05'))[0]?.position).toBe(1);
  });

  it('passes an expired offer on by itself when the job runs, and refuses taking it late', async () => {
    const [booking] = await fullSession(2);
    for (const student of ['w00', 'w01']) await addStudent(student);
    await joinWaitlist('w00', 't1', session, testNow);
    await joinWaitlist('w01', 't1', session, later(1));
    await cancelByStudent('b0', booking ?? '', '', later(2));
    const [offer] = await studentWaitlist('w00');
    expect(offer?.offer?.expiresAt).toBe(later(32).toISOString());

    const late = await refusal(acceptOffer('w00', offer?.offer?.offerId ?? '', later(33)));
    expect(late.status).toBe(409);
    expect(late.message).toBe(groupSessionMessages.offerExpired);

    expect(await expireOffers(later(31))).toBe(0);
    expect(await expireOffers(later(33))).toBe(1);
    expect(await studentWaitlist('w00')).toEqual([]);
    expect(await offers()).toEqual(['w01']);
    expect(await seats()).toEqual({ seatsLeft: 0, held: 1 });
  });

  it('offers a passed seat to the next, frees it when nobody is left, and leaving is one call', async () => {
    const [booking] = await fullSession(2);
    for (const student of ['w00', 'w01']) await addStudent(student);
    await joinWaitlist('w00', 't1', session, testNow);
    const second = await joinWaitlist('w01', 't1', session, later(1));
    await cancelByStudent('b0', booking ?? '', '', later(2));
    const [offer] = await studentWaitlist('w00');

    await passOffer('w00', offer?.offer?.offerId ?? '', later(3));
    expect(await offers()).toEqual(['w01']);
    await leaveWaitlist('w01', second._id, later(4));
    expect(await offers()).toEqual([]);
    expect(await seats()).toEqual({ seatsLeft: 1, held: 0 });
  });

  it('lets a student join a full slot once, and the general line only when the teacher has no free time soon', async () => {
    await fullSession(2);
    await addStudent('w00');
    await joinWaitlist('w00', 't1', session, testNow);
    expect((await refusal(joinWaitlist('w00', 't1', session, testNow))).message).toBe(
      groupSessionMessages.alreadyWaiting,
    );
    const general = await joinWaitlist('w00', 't1', null, testNow);
    expect(general.position).toBe(1);

    // A new slot is offered to the general line at once.
    const fresh = hoursAfter(72);
    await addSlots('t1', { slots: [fresh.toISOString()], place: inPerson }, later(1));
    const entries = await studentWaitlist('w00');
    expect(entries.find((entry) => entry.dateTime === null)?.offer?.dateTime).toBe(fresh.toISOString());
    // Its one seat is held: the slot is full for everyone else, who may wait for it.
    await addStudent('w01');
    expect((await refusal(bookAppointment('w01', slotBooking(fresh), later(2)))).message).toBe(
      groupSessionMessages.sessionFull,
    );
    expect((await joinWaitlist('w01', 't1', fresh, later(2))).position).toBe(1);
  });
});

/** The state a cancel leaves when its function stops after the commit, before its offer step. */
async function seatFreedWithoutOffer(): Promise<void> {
  const slot = slotRef('t1', session);
  await slot.update({ seatsLeft: FieldValue.increment(1) });
  await teacherRef('t1').update({ slotTimes: FieldValue.arrayUnion(Timestamp.fromDate(session)) });
}

describe('the job’s safety net for a seat nobody was offered', () => {
  it('offers it to the first of the slot’s line within a run, once, and nothing when no seat is free', async () => {
    await fullSession(2);
    for (const student of ['w00', 'w01']) await addStudent(student);
    await joinWaitlist('w00', 't1', session, testNow);
    await joinWaitlist('w01', 't1', session, later(1));
    expect(await runWaitlistOffers(later(2))).toEqual({ expired: 0, offered: 0 });

    await seatFreedWithoutOffer();
    expect(await offers()).toEqual([]);
    expect(await runWaitlistOffers(later(3))).toEqual({ expired: 0, offered: 1 });
    expect(await offers()).toEqual(['w00']);
    expect(await seats()).toEqual({ seatsLeft: 0, held: 1 });
    expect(await runWaitlistOffers(later(4))).toEqual({ expired: 0, offered: 0 });
  });

  it('finds the seat for the teacher’s general line through the teacher’s free times', async () => {
    await fullSession(2);
    await addStudent('w00');
    await joinWaitlist('w00', 't1', null, testNow);
    await seatFreedWithoutOffer();
    expect(await runWaitlistOffers(later(1))).toEqual({ expired: 0, offered: 1 });
    expect((await studentWaitlist('w00'))[0]?.offer?.dateTime).toBe(session.toISOString());
  });
});

describe('lines that end with their slot', () => {
  it('ends a removed slot’s line and its offers; a general entry offered a seat of it waits again', async () => {
    const [booking] = await fullSession(2);
    for (const student of ['w00', 'w01']) await addStudent(student);
    await joinWaitlist('w00', 't1', null, testNow);
    await joinWaitlist('w01', 't1', session, later(1));
    await cancelByStudent('b0', booking ?? '', '', later(2));
    expect(await offers()).toEqual(['w00']);

    await removeSlot('t1', session);
    expect(await offers()).toEqual([]);
    expect(await studentWaitlist('w01')).toEqual([]);
    expect((await studentWaitlist('w00'))[0]).toMatchObject({ dateTime: null, offer: null });
  });

  it('ends the waiting entries of a slot whose time has passed when the job runs', async () => {
    await fullSession(2);
    await addStudent('w00');
    await joinWaitlist('w00', 't1', session, testNow);
    expect(await expireOffers(new Date(session.getTime() + 60_000))).toBe(0);
    expect(await studentWaitlist('w00')).toEqual([]);
  });
});

describe('cancelling a whole group session', () => {
  it('cancels every attendee with the reason, mails each once, and takes the slot and its line with it', async () => {
    await fullSession(3);
    await addStudent('w00');
    await joinWaitlist('w00', 't1', session, testNow);

    expect(
      await cancelSession('t1', `${session.toISOString().slice(0, 16)}Z`, 'Exam moved', later(1)),
    ).toEqual({
      canceled: 3,
    });

    for (const student of ['b0', 'b1', 'b2']) {
      const mails = await db()
        .collection(collections.mail)
        .where('to', '==', `${student}@college.test`)
        .get();
      const canceled = mails.docs.filter((mail) => String(mail.get('message.subject')).includes('canceled'));
      expect(canceled).toHaveLength(1);
      expect(String(canceled[0]?.get('message.text'))).toContain('Exam moved');
    }
    const left = await db()
      .collection(collections.appointments)
      .where('dateTime', '==', Timestamp.fromDate(session))
      .where('status', '==', 'canceled')
      .get();
    expect(left.size).toBe(3);
    expect((await slotRef('t1', session).get()).exists).toBe(false);
    expect(await studentWaitlist('w00')).toEqual([]);
  });
});

describe("a session's seats changed by the teacher", () => {
  it('offers the seats a raised capacity adds to the first in line, never fewer seats than are taken', async () => {
    await fullSession(2);
    await Promise.all([addStudent(waiter(0)), addStudent(waiter(1)), addStudent(waiter(2))]);
    for (const index of [0, 1, 2]) await joinWaitlist(waiter(index), 't1', session, later(index + 1));

    expect(await changeSlotCapacity('t1', session, 4, later(10))).toEqual({ capacity: 4, seatsLeft: 0 });
    expect(await offers()).toEqual([waiter(0), waiter(1)]);
    expect(await seats()).toEqual({ seatsLeft: 0, held: 2 });

    // Two booked and two held: four seats are taken, and three would leave one of them without a seat.
    const refused = await refusal(changeSlotCapacity('t1', session, 3, later(11)));
    expect(refused.status).toBe(409);
    expect(refused.message).toBe(groupSessionMessages.capacityBelowBooked(4));
  });

  it('puts a full slot back among the free times when seats are added and nobody waits, takes it out when full again, and refuses a passed or unknown session', async () => {
    await fullSession(2);
    const before = await db().collection(collections.teachers).doc('t1').get();
    expect(before.get('slotTimes') ?? []).toEqual([]);
    expect(await changeSlotCapacity('t1', session, 3, later(5))).toEqual({ capacity: 3, seatsLeft: 1 });
    const after = await db().collection(collections.teachers).doc('t1').get();
    expect((after.get('slotTimes') as Timestamp[]).map((time) => time.toMillis())).toEqual([
      session.getTime(),
    ]);
    // Back to the two booked: full again, and gone from the free times.
    expect(await changeSlotCapacity('t1', session, 2, later(6))).toEqual({ capacity: 2, seatsLeft: 0 });
    const full = await db().collection(collections.teachers).doc('t1').get();
    expect(full.get('slotTimes') ?? []).toEqual([]);

    expect((await refusal(changeSlotCapacity('t1', hoursAfter(-1), 3, testNow))).status).toBe(409);
    expect((await refusal(changeSlotCapacity('t1', hoursAfter(96), 3, testNow))).status).toBe(404);
  });
});

describe('waitlist length in the insights', () => {
  /** The length by department the rollups hold now: every month's net change added up. */
  async function levelNow(): Promise<Record<string, number>> {
    const sums: Record<string, number> = {};
    for (const byDepartment of Object.values(await readWaitlistLevels()))
      for (const [key, change] of Object.entries(byDepartment)) sums[key] = (sums[key] ?? 0) + change;
    return Object.fromEntries(Object.entries(sums).filter(([, value]) => value !== 0));
  }

  /** The entries stored now, by their teacher's department: what a full scan counts. */
  async function entriesNow(): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const entry of (await waitlistCollection().get()).docs) {
      const key = departmentKey(String(entry.get('teacher.department')));
      counts[key] = (counts[key] ?? 0) + 1;
    }
    return counts;
  }

  it('follows joins, offers, bookings, passes and leaves as a full scan counts them, and shows on the report', async () => {
    const [booking, other] = await fullSession(2);
    for (let index = 0; index < 4; index++) await addStudent(waiter(index));
    const joined = [];
    for (let index = 0; index < 4; index++)
      joined.push(await joinWaitlist(waiter(index), 't1', session, later(index)));
    expect(await levelNow()).toEqual({ [departmentKey('Physics')]: 4 });
    expect(await levelNow()).toEqual(await entriesNow());

    // A seat frees: the first in line is offered it (still in line), books it (leaves the line).
    await cancelByStudent('b0', booking ?? '', '', later(10));
    const [offer] = await studentWaitlist(waiter(0));
    await acceptOffer(waiter(0), offer?.offer?.offerId ?? '', later(11));
    expect(await levelNow()).toEqual(await entriesNow());
    // Another seat: passed on, then the next one leaves, then the job ends the rest once the slot has passed.
    await cancelByStudent('b1', other ?? '', '', later(12));
    const [second] = await studentWaitlist(waiter(1));
    await passOffer(waiter(1), second?.offer?.offerId ?? '', later(13));
    await leaveWaitlist(waiter(3), joined[3]?._id ?? '', later(14));
    expect(await levelNow()).toEqual(await entriesNow());
    expect(Object.values(await entriesNow())).toEqual([1]);

    const range = { from: '2030-03-01', to: '2030-03-10' };
    const report = insightsFigures(
      await readCollegeMonths(monthsOf(range)),
      range,
      null,
      await readWaitlistLevels(),
    );
    // testNow is Monday 4 March: the week ending Sunday 3 March had nobody waiting; one is left by the 10th.
    expect(report.waitlist).toEqual([
      { day: '2030-03-03', waiting: 0 },
      { day: '2030-03-10', waiting: 1 },
    ]);

    await expireOffers(hoursAfter(49));
    expect(await levelNow()).toEqual({});
    expect(await entriesNow()).toEqual({});
  });

  it('is rebuilt from the students waiting now', async () => {
    await fullSession(2);
    for (let index = 0; index < 3; index++) await addStudent(waiter(index));
    for (let index = 0; index < 3; index++) await joinWaitlist(waiter(index), 't1', session, later(index));
    await db().collection(collections.insightRollups).doc('waitlist-levels').delete();
    await rebuildInsightRollups();
    expect(await levelNow()).toEqual({ [departmentKey('Physics')]: 3 });
  });
});
