import { collections, DEFAULT_MAIL_PREFERENCES, groupSessionMessages, slotKey } from '@appointments/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { teacherRef } from '../src/data/accounts';
import { slotRef } from '../src/data/slots';
import { db } from '../src/lib/firebase';
import { addSlots, slotAnswers } from '../src/services/availability';
import { bookAppointment } from '../src/services/booking';
import { cancelSession, messageSession } from '../src/services/group-session';
import { saveMailPreferences } from '../src/services/mail-preferences';
import { cancelByStudent, rescheduleAppointment } from '../src/services/student-changes';
import { decideAppointment } from '../src/services/teacher-decisions';
import { useServiceEmulator } from './support/emulator';
import { addSlot, addStudent, addTeacher, hoursAfter, testNow } from './support/fixtures';
import { refusal } from './support/refusal';

useServiceEmulator();

const inPerson = { kind: 'in_person', location: '' } as const;
const slotBooking = (dateTime: Date) =>
  ({ bookingType: 'slot_booking', teacherId: 't1', dateTime: dateTime.toISOString(), purpose: '' }) as const;

async function groupSlot(dateTime: Date, capacity: number, autoApprove = false) {
  await addSlots(
    't1',
    { slots: [{ dateTime: dateTime.toISOString(), capacity, autoApprove }], place: inPerson },
    testNow,
  );
}

async function seatsOf(dateTime: Date) {
  const slot = await slotRef('t1', dateTime).get();
  return { capacity: slot.get('capacity') as number, seatsLeft: slot.get('seatsLeft') as number };
}

async function openAppointmentsAt(dateTime: Date) {
  const snapshot = await db()
    .collection(collections.appointments)
    .where('teacherId', '==', 't1')
    .where('dateTime', '==', Timestamp.fromDate(dateTime))
    .where('status', 'in', ['pending', 'approved'])
    .get();
  return snapshot.size;
}

async function freeTimesOnCard(): Promise<number[]> {
  const card = await teacherRef('t1').get();
  return ((card.get('slotTimes') as Timestamp[]) ?? []).map((time) => time.toMillis());
}

describe('group slots', () => {
  it("mails the teacher's message and the call-off to each attendee as their own choices say", async () => {
    await addTeacher('t1');
    await Promise.all([addStudent('s1'), addStudent('s2')]);
    await saveMailPreferences('student', 's1', {
      ...DEFAULT_MAIL_PREFERENCES,
      messages: false,
      decisions: false,
    });
    const time = hoursAfter(48);
    await groupSlot(time, 5, true);
    for (const student of ['s1', 's2']) await bookAppointment(student, slotBooking(time), testNow);
    const mailsTo = async (email: string) =>
      (await db().collection(collections.mail).where('to', '==', email).get()).docs.map((mail) =>
        String(mail.get('subject')),
      );
    const before = { s1: await mailsTo('s1@college.test'), s2: await mailsTo('s2@college.test') };

    expect(await messageSession('t1', slotKey(time), 'Bring last year’s paper.', testNow)).toEqual({
      sent: 2,
    });
    expect(await cancelSession('t1', slotKey(time), 'The exam moved', testNow)).toEqual({ canceled: 2 });

    expect(await mailsTo('s1@college.test')).toEqual(before.s1);
    expect((await mailsTo('s2@college.test')).length).toBe(before.s2.length + 2);
  });

  it('gives exactly 10 of 100 simultaneous bookings of a 10-seat slot; the others are told it is full', async () => {
    await addTeacher('t1');
    const students = Array.from({ length: 100 }, (_, index) => `s${index}`);
    await Promise.all(students.map((student) => addStudent(student)));
    const time = hoursAfter(48);
    await groupSlot(time, 10);

    const outcomes = await Promise.allSettled(
      students.map((student) => bookAppointment(student, slotBooking(time), testNow)),
    );

    const booked = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    expect(booked).toHaveLength(10);
    const refusals = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
    expect(refusals).toHaveLength(90);
    for (const reason of refusals)
      expect(reason).toMatchObject({ status: 409, message: groupSessionMessages.sessionFull });
    // The stored seats equal the appointments: all ten taken, the slot still listed but no longer free.
    expect(await seatsOf(time)).toEqual({ capacity: 10, seatsLeft: 0 });
    expect(await openAppointmentsAt(time)).toBe(10);
    expect(await freeTimesOnCard()).toEqual([]);
    expect((await teacherRef('t1').get()).get('availableSlotsCount')).toBe(0);
    expect(await slotAnswers('t1', testNow)).toEqual({
      availableSlots: [],
      slots: [{ dateTime: time.toISOString(), capacity: 10, seatsLeft: 0, autoApprove: false }],
    });
  });

  it('keeps one seat per student, and each attendee has their own appointment marked as a group seat', async () => {
    await addTeacher('t1');
    await addStudent('s1');
    const time = hoursAfter(48);
    await groupSlot(time, 3);

    const first = await bookAppointment('s1', slotBooking(time), testNow);
    expect(first).toMatchObject({ status: 'pending', groupSession: true });
    const error = await refusal(bookAppointment('s1', slotBooking(time), testNow));
    expect(error.status).toBe(409);
    expect(error.message).toBe(groupSessionMessages.alreadyInSession);
    expect(await seatsOf(time)).toEqual({ capacity: 3, seatsLeft: 2 });
  });

  it('books approved at once when the teacher chose automatic approval', async () => {
    await addTeacher('t1');
    await addStudent('s1');
    const time = hoursAfter(48);
    await groupSlot(time, 5, true);

    const booked = await bookAppointment('s1', slotBooking(time), testNow);
    expect(booked.status).toBe('approved');
    expect(booked.approvedAt).not.toBeNull();
  });

  it('returns the seat of a cancel and a decline; a full slot is free again on the card', async () => {
    await addTeacher('t1');
    await Promise.all(['s1', 's2'].map((student) => addStudent(student)));
    const time = hoursAfter(48);
    await groupSlot(time, 2);
    const one = await bookAppointment('s1', slotBooking(time), testNow);
    const two = await bookAppointment('s2', slotBooking(time), testNow);
    expect(await freeTimesOnCard()).toEqual([]);

    await cancelByStudent('s1', one._id, '', testNow);
    expect(await seatsOf(time)).toEqual({ capacity: 2, seatsLeft: 1 });
    expect(await freeTimesOnCard()).toEqual([time.getTime()]);

    await decideAppointment('t1', two._id, 'canceled', testNow);
    expect(await seatsOf(time)).toEqual({ capacity: 2, seatsLeft: 2 });
    expect(await freeTimesOnCard()).toEqual([time.getTime()]);
    expect((await teacherRef('t1').get()).get('availableSlotsCount')).toBe(1);
  });

  it('approves every attendee of a group session: they are one session of the teacher, not overlaps', async () => {
    await addTeacher('t1');
    await Promise.all(['s1', 's2'].map((student) => addStudent(student)));
    const time = hoursAfter(48);
    await groupSlot(time, 4);
    const one = await bookAppointment('s1', slotBooking(time), testNow);
    const two = await bookAppointment('s2', slotBooking(time), testNow);

    await decideAppointment('t1', one._id, 'approved', testNow);
    expect((await decideAppointment('t1', two._id, 'approved', testNow)).status).toBe('approved');
  });

  it('keeps seats right through moves onto and off a group slot', async () => {
    await addTeacher('t1');
    await Promise.all(['s1', 's2'].map((student) => addStudent(student)));
    const single = hoursAfter(30);
    const group = hoursAfter(48);
    const other = hoursAfter(72);
    await addSlot('t1', single);
    await groupSlot(group, 2);
    await addSlot('t1', other);
    const filler = await bookAppointment('s2', slotBooking(group), testNow);
    const booked = await bookAppointment('s1', slotBooking(single), testNow);

    // Onto the group slot: its last seat is taken, the single slot comes back.
    const onto = await rescheduleAppointment(
      's1',
      booked._id,
      { bookingType: 'slot_booking', dateTime: group.toISOString() },
      testNow,
    );
    expect(onto).toMatchObject({ groupSession: true, status: 'pending' });
    expect(await seatsOf(group)).toEqual({ capacity: 2, seatsLeft: 0 });
    expect((await slotRef('t1', single).get()).exists).toBe(true);
    expect(await openAppointmentsAt(group)).toBe(2);
    expect((await freeTimesOnCard()).sort()).toEqual([single.getTime(), other.getTime()]);

    // A full group slot takes no move.
    await addStudent('s3');
    const third = await bookAppointment('s3', slotBooking(single), testNow);
    const full = await refusal(
      rescheduleAppointment(
        's3',
        third._id,
        { bookingType: 'slot_booking', dateTime: group.toISOString() },
        testNow,
      ),
    );
    expect(full.status).toBe(409);
    expect(full.message).toBe(groupSessionMessages.sessionFull);

    // Off the group slot: its seat comes back, the one-seat slot is taken.
    const off = await rescheduleAppointment(
      's1',
      booked._id,
      { bookingType: 'slot_booking', dateTime: other.toISOString() },
      testNow,
    );
    expect(off.groupSession).toBe(false);
    expect(await seatsOf(group)).toEqual({ capacity: 2, seatsLeft: 1 });
    expect((await slotRef('t1', other).get()).exists).toBe(false);
    expect(await openAppointmentsAt(group)).toBe(1);
    expect((await freeTimesOnCard()).sort()).toEqual([group.getTime()]);
    expect((await teacherRef('t1').get()).get('availableSlotsCount')).toBe(1);

    // The filler's cancel returns the last seat: capacity and seats agree with no one booked.
    await cancelByStudent('s2', filler._id, '', testNow);
    expect(await seatsOf(group)).toEqual({ capacity: 2, seatsLeft: 2 });
  });
});
