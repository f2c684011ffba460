import { apiErrorMessages, collections, lifecycleErrorMessages } from '@appointments/domain';
import { describe, expect, it } from 'vitest';
import { studentRef, teacherRef } from '../src/data/accounts';
import { slotRef } from '../src/data/slots';
import { bookAppointment } from '../src/services/booking';
import { cancelByTeacher, decideAppointment } from '../src/services/teacher-decisions';
import { bookedSlot } from './support/booked';
import { useServiceEmulator } from './support/emulator';
import { addStudent, hoursAfter, testNow } from './support/fixtures';
import { refusal } from './support/refusal';

const { db } = useServiceEmulator();
const mailsTo = async (email: string) =>
  (await db().collection(collections.mail).where('to', '==', email).get()).size;

describe('approving and declining a request', () => {
  it('approves a pending request of the teacher addressed, and tells the student', async () => {
    const time = hoursAfter(48);
    const booked = await bookedSlot(time);

    const approved = await decideAppointment('t1', booked._id, 'approved', testNow);

    expect(approved.status).toBe('approved');
    expect(approved.approvedAt).toBe(testNow.toISOString());
    expect((await studentRef('s1').get()).get('stats.pendingRequests')).toBe(0);
    expect(await mailsTo('s1@college.test')).toBe(1);
  });

  it('declines a slot booking and gives the slot back to the availability', async () => {
    const time = hoursAfter(48);
    const booked = await bookedSlot(time);

    const declined = await decideAppointment('t1', booked._id, 'canceled', testNow);

    expect(declined.status).toBe('canceled');
    expect((await slotRef('t1', time).get()).exists).toBe(true);
    expect((await teacherRef('t1').get()).get('availableSlotsCount')).toBe(1);
  });

  it("answers another teacher's appointment as missing", async () => {
    const booked = await bookedSlot(hoursAfter(48));
    const error = await refusal(decideAppointment('t2', booked._id, 'approved', testNow));
    expect(error.status).toBe(404);
    expect(error.message).toBe(apiErrorMessages.appointmentNotFound);
  });

  it('refuses to decide twice', async () => {
    const booked = await bookedSlot(hoursAfter(48));
    await decideAppointment('t1', booked._id, 'approved', testNow);

    const error = await refusal(decideAppointment('t1', booked._id, 'canceled', testNow));
    expect(error.status).toBe(409);
    expect(error.message).toBe(apiErrorMessages.transitionNotAllowed('approved'));
  });

  it('refuses to approve a request that clashes with an approved session at the same time', async () => {
    const time = hoursAfter(48);
    const first = await bookedSlot(time);
    await decideAppointment('t1', first._id, 'approved', testNow);
    // A second student's request for the same time (the slot is gone, so as a custom request).
    await addStudent('s2');
    const second = await bookAppointment(
      's2',
      {
        bookingType: 'custom_request',
        teacherId: 't1',
        dateTime: time.toISOString(),
        purpose: 'Same hour',
        place: { kind: 'online' },
      },
      testNow,
    );

    const error = await refusal(decideAppointment('t1', second._id, 'approved', testNow));
    expect(error.status).toBe(409);
    expect(error.message).toBe(apiErrorMessages.approvalClash);
  });

  it('refuses to approve a request whose time has passed', async () => {
    const booked = await bookedSlot(hoursAfter(48));
    const error = await refusal(decideAppointment('t1', booked._id, 'approved', hoursAfter(49)));
    expect(error.status).toBe(409);
    expect(error.message).toBe(apiErrorMessages.appointmentTimePassed);
  });
});

describe('the teacher calling off an approved session', () => {
  it('cancels it with the reason, and the time does not go back to the availability', async () => {
    const time = hoursAfter(48);
    const booked = await bookedSlot(time);
    await decideAppointment('t1', booked._id, 'approved', testNow);

    const canceled = await cancelByTeacher('t1', booked._id, 'Called to a meeting', testNow);

    expect(canceled).toMatchObject({
      status: 'canceled',
      canceledBy: 'teacher',
      cancelReason: 'Called to a meeting',
    });
    expect((await slotRef('t1', time).get()).exists).toBe(false);
  });

  it('refuses a request that is still pending', async () => {
    const booked = await bookedSlot(hoursAfter(48));
    const error = await refusal(cancelByTeacher('t1', booked._id, 'No', testNow));
    expect(error.status).toBe(409);
    expect(error.message).toBe(lifecycleErrorMessages.teacherCancelNotUpcoming);
  });
});
