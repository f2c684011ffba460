import {
  apiErrorMessages,
  collections,
  DEFAULT_BOOKING_POLICY,
  lifecycleErrorMessages,
  sessionRecordErrors,
  sessionRecordMails,
} from '@appointments/domain';
import { describe, expect, it } from 'vitest';
import { studentRef, teacherRef } from '../src/data/accounts';
import { slotRef } from '../src/data/slots';
import { bookAppointment } from '../src/services/booking';
import { bookFollowUp } from '../src/services/follow-up';
import { recordAttendance } from '../src/services/session-record';
import { useServiceEmulator } from './support/emulator';
import { addSlot, addTeacher, hoursAfter, testNow } from './support/fixtures';
import { refusal } from './support/refusal';
import { addPair, approvedSession, minutesAfter, roomyPolicy } from './support/sessions';

const { db } = useServiceEmulator();
const mailsTo = async (email: string) =>
  (await db().collection(collections.mail).where('to', '==', email).get()).docs.map((doc) => doc.data());

const slotFollowUp = (dateTime: Date, purpose = 'Go through chapter 4') =>
  ({ bookingType: 'slot_booking', dateTime: dateTime.toISOString(), purpose }) as const;
const customFollowUp = (dateTime: Date) =>
  ({
    bookingType: 'custom_request',
    dateTime: dateTime.toISOString(),
    purpose: 'Second draft',
    place: { kind: 'online' },
  }) as const;

describe("a follow-up booked from the teacher's side", () => {
  it('books the same student into a free slot of the teacher, approved, and mails the student once', async () => {
    await addPair();
    const session = await approvedSession(hoursAfter(24));
    const next = hoursAfter(24 * 8);
    await addSlot('t1', next, 45);
    const mailsBefore = (await mailsTo('s1@college.test')).length;
    const teacherMailsBefore = (await mailsTo('t1@college.test')).length;

    const booked = await bookFollowUp('t1', session._id, slotFollowUp(next), testNow, roomyPolicy);
    expect(booked).toMatchObject({
      studentId: 's1',
      teacherId: 't1',
      status: 'approved',
      bookingType: 'slot_booking',
      durationMinutes: 45,
      purpose: 'Go through chapter 4',
      dateTime: next.toISOString(),
    });
    expect((await slotRef('t1', next).get()).exists).toBe(false);
    const teacher = (await teacherRef('t1').get()).data();
    expect(teacher?.slotTimes?.map((time) => time.toDate().toISOString()) ?? []).not.toContain(
      next.toISOString(),
    );
    const mails = await mailsTo('s1@college.test');
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(
      mails.filter((mail) => mail.message.subject === sessionRecordMails.followUp.subject('Teacher t1')),
    ).toHaveLength(1);
    // Nothing to decide: the teacher is not asked to approve their own booking.
    expect(await mailsTo('t1@college.test')).toHaveLength(teacherMailsBefore);
    expect((await studentRef('s1').get()).get('stats.totalAppointments')).toBe(2);
  });

  it('books another time as the teacher would approve it: refused where it overlaps an approved session', async () => {
    await addPair();
    const session = await approvedSession(hoursAfter(24));
    const clash = await refusal(
      bookFollowUp('t1', session._id, customFollowUp(minutesAfter(15, hoursAfter(24))), testNow, roomyPolicy),
    );
    expect(clash.status).toBe(409);
    expect(clash.message).toBe(lifecycleErrorMessages.approvalOverlap);

    const later = hoursAfter(24 * 3);
    const booked = await bookFollowUp('t1', session._id, customFollowUp(later), testNow, roomyPolicy);
    expect(booked).toMatchObject({ status: 'approved', bookingType: 'custom_request', studentId: 's1' });
  });

  it("is the teacher's call: the student's caps and a no-show pause do not stop it", async () => {
    await addPair();
    const start = hoursAfter(24);
    const session = await approvedSession(start);
    const tight = { ...DEFAULT_BOOKING_POLICY, maxOpenPerTeacher: 1 };
    await studentRef('s1').update({
      bookingPause: { until: hoursAfter(24 * 20), since: testNow, causes: ['earlier-no-show'] },
    });
    await recordAttendance('t1', session._id, 'attended', minutesAfter(5, start));
    const later = hoursAfter(24 * 4);
    await addSlot('t1', later);
    const booked = await bookFollowUp('t1', session._id, slotFollowUp(later), minutesAfter(40, start), tight);
    expect(booked.status).toBe('approved');
  });

  it("answers another teacher's session as missing, and refuses from a request or for an inactive student", async () => {
    await addPair();
    await addTeacher('t2');
    const session = await approvedSession(hoursAfter(24));
    const later = hoursAfter(24 * 5);
    await addSlot('t1', later);

    const foreign = await refusal(bookFollowUp('t2', session._id, slotFollowUp(later), testNow, roomyPolicy));
    expect(foreign.status).toBe(404);
    expect(foreign.message).toBe(apiErrorMessages.appointmentNotFound);

    await studentRef('s1').update({ isApproved: false });
    const inactive = await refusal(
      bookFollowUp('t1', session._id, slotFollowUp(later), testNow, roomyPolicy),
    );
    expect(inactive.status).toBe(409);
    expect(inactive.message).toBe(sessionRecordErrors.followUpStudentInactive);
    expect((await slotRef('t1', later).get()).exists).toBe(true);
  });

  it('refuses from a request not yet approved', async () => {
    await addPair();
    const requestTime = hoursAfter(30);
    await addSlot('t1', requestTime);
    const request = await bookAppointment('s1', { ...slotFollowUp(requestTime), teacherId: 't1' }, testNow);
    const refused = await refusal(
      bookFollowUp('t1', request._id, customFollowUp(hoursAfter(24 * 3)), testNow, roomyPolicy),
    );
    expect(refused.status).toBe(409);
    expect(refused.message).toBe(sessionRecordErrors.followUpNotHeld);
  });
});
