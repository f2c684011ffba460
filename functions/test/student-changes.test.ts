import { apiErrorMessages, collections, lifecycleErrorMessages } from '@appointments/domain';
import { describe, expect, it } from 'vitest';
import { teacherRef } from '../src/data/accounts';
import { slotRef } from '../src/data/slots';
import { bookAppointment } from '../src/services/booking';
import { cancelByStudent, rescheduleAppointment } from '../src/services/student-changes';
import { decideAppointment } from '../src/services/teacher-decisions';
import { bookedSlot } from './support/booked';
import { useServiceEmulator } from './support/emulator';
import { addSlot, addStudent, addTeacher, hoursAfter, testNow } from './support/fixtures';
import { refusal } from './support/refusal';

const { db } = useServiceEmulator();

describe('the student cancelling', () => {
  it('cancels a pending slot booking with the reason and gives the slot back', async () => {
    const time = hoursAfter(48);
    const booked = await bookedSlot(time);

    const canceled = await cancelByStudent('s1', booked._id, 'Exam moved', testNow);

    expect(canceled).toMatchObject({ status: 'canceled', canceledBy: 'student', cancelReason: 'Exam moved' });
    expect((await slotRef('t1', time).get()).exists).toBe(true);
    expect((await teacherRef('t1').get()).get('availableSlotsCount')).toBe(1);
  });

  it('stores an empty reason as none', async () => {
    const booked = await bookedSlot(hoursAfter(48));
    expect((await cancelByStudent('s1', booked._id, '', testNow)).cancelReason).toBeNull();
  });

  it("answers another student's appointment as missing", async () => {
    const booked = await bookedSlot(hoursAfter(48));
    const error = await refusal(cancelByStudent('s2', booked._id, '', testNow));
    expect(error.status).toBe(404);
    expect(error.message).toBe(apiErrorMessages.appointmentNotFound);
  });

  it('refuses once the cut-off before the session has passed', async () => {
    const time = hoursAfter(48);
    const booked = await bookedSlot(time);
    const error = await refusal(
      cancelByStudent('s1', booked._id, '', new Date(time.getTime() - 60 * 60_000)),
    );
    expect(error.status).toBe(409);
    expect(error.message).toBe(lifecycleErrorMessages.cancelCutoffPassed);
  });
});

describe('the student rescheduling', () => {
  it('moves an approved session to another free slot: the old slot comes back, the new one is taken, and it waits for approval again', async () => {
    const oldTime = hoursAfter(48);
    const newTime = hoursAfter(72);
    const booked = await bookedSlot(oldTime);
    await decideAppointment('t1', booked._id, 'approved', testNow);
    await addSlot('t1', newTime);

    const moved = await rescheduleAppointment(
      's1',
      booked._id,
      { bookingType: 'slot_booking', dateTime: newTime.toISOString() },
      testNow,
    );

    expect(moved).toMatchObject({ status: 'pending', dateTime: newTime.toISOString(), approvedAt: null });
    expect((await slotRef('t1', oldTime).get()).exists).toBe(true);
    expect((await slotRef('t1', newTime).get()).exists).toBe(false);
    expect((await teacherRef('t1').get()).get('availableSlotsCount')).toBe(1);
  });

  it('refuses a move to the time it already has', async () => {
    const time = hoursAfter(48);
    const booked = await bookedSlot(time);
    const error = await refusal(
      rescheduleAppointment(
        's1',
        booked._id,
        { bookingType: 'custom_request', dateTime: time.toISOString() },
        testNow,
      ),
    );
    expect(error.status).toBe(400);
    expect(error.message).toBe(lifecycleErrorMessages.rescheduleSameTime);
  });

  it('gives a free slot to exactly one of 50 students moving onto it at once; the others are told it is gone', async () => {
    await addTeacher('t1');
    const students = Array.from({ length: 50 }, (_, i) => `s${i}`);
    const requests: string[] = [];
    for (const [i, student] of students.entries()) {
      await addStudent(student);
      const request = await bookAppointment(
        student,
        {
          bookingType: 'custom_request',
          teacherId: 't1',
          dateTime: hoursAfter(30 + i).toISOString(),
          purpose: 'Project advice',
          place: { kind: 'online' },
        },
        testNow,
      );
      requests.push(request._id);
    }
    const wanted = hoursAfter(100);
    await addSlot('t1', wanted);

    const outcomes = await Promise.allSettled(
      students.map((student, i) =>
        rescheduleAppointment(
          student,
          requests[i] ?? '',
          { bookingType: 'slot_booking', dateTime: wanted.toISOString() },
          testNow,
        ),
      ),
    );

    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const refusals = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
    expect(refusals).toHaveLength(49);
    for (const reason of refusals)
      expect(reason).toMatchObject({ status: 409, message: apiErrorMessages.slotTaken });
    const onSlot = await db()
      .collection(collections.appointments)
      .where('teacherId', '==', 't1')
      .where('dateTime', '==', wanted)
      .get();
    expect(onSlot.size).toBe(1);
    expect((await teacherRef('t1').get()).get('availableSlotsCount')).toBe(0);
  });

  it('refuses a slot that is not free', async () => {
    const booked = await bookedSlot(hoursAfter(48));
    const error = await refusal(
      rescheduleAppointment(
        's1',
        booked._id,
        { bookingType: 'slot_booking', dateTime: hoursAfter(96).toISOString() },
        testNow,
      ),
    );
    expect(error.status).toBe(409);
    expect(error.message).toBe(apiErrorMessages.slotTaken);
  });
});
