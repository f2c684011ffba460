import {
  apiErrorMessages,
  collections,
  lifecycleErrorMessages,
  OPEN_APPOINTMENTS_PER_TEACHER_MAX,
} from '@appointments/domain';
import { describe, expect, it } from 'vitest';
import { studentRef, teacherRef } from '../src/data/accounts';
import { appointmentPlaceRef } from '../src/data/places';
import { slotRef } from '../src/data/slots';
import { bookAppointment } from '../src/services/booking';
import { useServiceEmulator } from './support/emulator';
import { addSlot, addStudent, addTeacher, hoursAfter, testNow } from './support/fixtures';
import { refusal } from './support/refusal';

const { db } = useServiceEmulator();

const slotBooking = (teacherId: string, dateTime: Date) =>
  ({
    bookingType: 'slot_booking',
    teacherId,
    dateTime: dateTime.toISOString(),
    purpose: 'Lab report',
  }) as const;

const customRequest = (teacherId: string, dateTime: Date) =>
  ({
    bookingType: 'custom_request',
    teacherId,
    dateTime: dateTime.toISOString(),
    purpose: 'Project advice',
    place: { kind: 'online' },
  }) as const;

describe('booking a preset slot', () => {
  it('takes the slot, creates a pending appointment at its time and moves the counters', async () => {
    await addTeacher('t1');
    await addStudent('s1');
    const time = hoursAfter(48);
    await addSlot('t1', time, 45);

    const appointment = await bookAppointment('s1', slotBooking('t1', time), testNow);

    expect(appointment).toMatchObject({
      teacherId: 't1',
      studentId: 's1',
      status: 'pending',
      bookingType: 'slot_booking',
      dateTime: time.toISOString(),
      durationMinutes: 45,
      placeKind: 'in_person',
    });
    expect((await slotRef('t1', time).get()).exists).toBe(false);
    const teacher = await teacherRef('t1').get();
    expect(teacher.get('availableSlotsCount')).toBe(0);
    expect(teacher.get('slotTimes')).toEqual([]);
    expect(teacher.get('stats.totalStudents')).toBe(1);
    expect((await studentRef('s1').get()).get('stats.pendingRequests')).toBe(1);
    expect((await appointmentPlaceRef(appointment._id).get()).get('location')).toBe('Room 101');
    const mails = await db().collection(collections.mail).where('to', '==', 't1@college.test').get();
    expect(mails.size).toBe(1);
  });

  it('tells the second student the slot is gone', async () => {
    await addTeacher('t1');
    await addStudent('s1');
    await addStudent('s2');
    const time = hoursAfter(48);
    await addSlot('t1', time);
    await bookAppointment('s1', slotBooking('t1', time), testNow);

    const error = await refusal(bookAppointment('s2', slotBooking('t1', time), testNow));
    expect(error.status).toBe(409);
    expect(error.message).toBe(apiErrorMessages.slotTaken);
  });

  it('gives exactly one of 100 concurrent bookings of one slot; the others are told it is gone', async () => {
    await addTeacher('t1');
    const students = ['s1', 's2', 's3', 's4'];
    for (const student of students) await addStudent(student);
    const time = hoursAfter(48);
    await addSlot('t1', time);

    const outcomes = await Promise.allSettled(
      Array.from({ length: 100 }, (_, i) =>
        bookAppointment(students[i % 4] as string, slotBooking('t1', time), testNow),
      ),
    );

    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const refusals = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
    expect(refusals).toHaveLength(99);
    for (const reason of refusals)
      expect(reason).toMatchObject({ status: 409, message: apiErrorMessages.slotTaken });
    expect((await db().collection(collections.appointments).get()).size).toBe(1);
    expect((await teacherRef('t1').get()).get('availableSlotsCount')).toBe(0);
  });

  it('refuses a slot that starts within the minimum notice', async () => {
    await addTeacher('t1');
    await addStudent('s1');
    const soon = new Date(testNow.getTime() + 30 * 60_000);
    await addSlot('t1', soon);

    const error = await refusal(bookAppointment('s1', slotBooking('t1', soon), testNow));
    expect(error.status).toBe(409);
    expect(error.message).toBe(lifecycleErrorMessages.noticeTooShort);
    expect((await slotRef('t1', soon).get()).exists).toBe(true);
  });

  it('answers a teacher who is not approved as missing', async () => {
    await addTeacher('t1', { isApproved: false });
    await addStudent('s1');
    const time = hoursAfter(48);
    await addSlot('t1', time);

    const error = await refusal(bookAppointment('s1', slotBooking('t1', time), testNow));
    expect(error.status).toBe(404);
    expect(error.message).toBe(apiErrorMessages.teacherNotFound);
  });
});

describe('requesting a custom time', () => {
  it('creates a pending request at the asked time, online, without touching the slots', async () => {
    await addTeacher('t1');
    await addStudent('s1');
    const time = hoursAfter(72);

    const appointment = await bookAppointment('s1', customRequest('t1', time), testNow);

    expect(appointment).toMatchObject({
      status: 'pending',
      bookingType: 'custom_request',
      dateTime: time.toISOString(),
      placeKind: 'online',
      purpose: 'Project advice',
    });
    expect((await teacherRef('t1').get()).get('availableSlotsCount')).toBe(0);
  });

  it('refuses one more open request with the same teacher beyond the cap', async () => {
    await addTeacher('t1');
    await addStudent('s1');
    for (let open = 0; open < OPEN_APPOINTMENTS_PER_TEACHER_MAX; open += 1) {
      await bookAppointment('s1', customRequest('t1', hoursAfter(24 + open)), testNow);
    }

    const error = await refusal(bookAppointment('s1', customRequest('t1', hoursAfter(30)), testNow));
    expect(error.status).toBe(409);
    expect(error.message).toBe(lifecycleErrorMessages.tooManyWithTeacher);
  });

  it('holds the cap against parallel bookings of one student', async () => {
    await addTeacher('t1');
    await addStudent('s1');
    const times = Array.from({ length: 10 }, (_, i) => hoursAfter(24 + i));
    for (const time of times) await addSlot('t1', time);

    const outcomes = await Promise.allSettled(
      times.map((time) => bookAppointment('s1', slotBooking('t1', time), testNow)),
    );

    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(
      OPEN_APPOINTMENTS_PER_TEACHER_MAX,
    );
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected')
        expect(outcome.reason).toMatchObject({
          status: 409,
          message: lifecycleErrorMessages.tooManyWithTeacher,
        });
    }
    expect((await teacherRef('t1').get()).get('availableSlotsCount')).toBe(
      10 - OPEN_APPOINTMENTS_PER_TEACHER_MAX,
    );
  });

  it('refuses a student without an account document', async () => {
    await addTeacher('t1');
    const error = await refusal(bookAppointment('ghost', customRequest('t1', hoursAfter(72)), testNow));
    expect(error.status).toBe(403);
  });
});
