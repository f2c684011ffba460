import {
  apiErrorMessages,
  collections,
  lifecycleErrorMessages,
  lifecycleSuccessMessages,
  OPEN_APPOINTMENTS_TOTAL_MAX,
  officeHoursSlotTimes,
} from '@appointments/domain';
import { describe, expect, it } from 'vitest';
import { type SignedIn, signedInAccount } from '../support/accounts';
import { storedDoc } from '../support/admin';
import { callApi } from '../support/api';
import {
  type AppointmentBody,
  addSlots,
  bookSlot,
  cancelAsStudent,
  cancelAsTeacher,
  cardSlotTimes,
  createOfficeHours,
  decide,
  istDateFromToday,
  requestCustom,
  reschedule,
  slotTimes,
  storedSlotCount,
} from '../support/lifecycle';
import { hoursFromNow } from '../support/time';

const students = (count: number) =>
  Promise.all(Array.from({ length: count }, () => signedInAccount('student')));

describe('student cancel', () => {
  it('cancels with an optional reason, gives the slot back, and refuses a second cancel or a stranger', async () => {
    const teacher = await signedInAccount('teacher');
    const [student, stranger] = await students(2);
    const slot = hoursFromNow(30);
    await addSlots(teacher, [slot]);
    const booked = await bookSlot(student as SignedIn, teacher, slot);
    expect(booked.status).toBe(201);
    expect(await storedSlotCount(teacher)).toBe(0);
    const id = booked.body.data?._id ?? '';

    expect((await cancelAsStudent(stranger as SignedIn, id)).status).toBe(404);

    const canceled = await cancelAsStudent(student as SignedIn, id, '  Clash with an exam  ');
    expect(canceled.status).toBe(200);
    expect(canceled.body.message).toBe(lifecycleSuccessMessages.canceledByStudent);
    expect(canceled.body.data).toMatchObject({
      status: 'canceled',
      canceledBy: 'student',
      cancelReason: 'Clash with an exam',
    });
    expect(await slotTimes(teacher)).toEqual([slot]);
    expect(await storedSlotCount(teacher)).toBe(1);
    expect((await storedDoc.student(`${student?.uid}`).get()).get('stats')).toMatchObject({
      totalAppointments: 1,
      pendingRequests: 0,
    });

    const again = await cancelAsStudent(student as SignedIn, id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(apiErrorMessages.transitionNotAllowed('canceled'));
  });

  it('cancels an approved session without a reason, but not inside the 2-hour cut-off', async () => {
    const teacher = await signedInAccount('teacher');
    const student = await signedInAccount('student');
    const later = await requestCustom(student, teacher, hoursFromNow(26));
    await decide(teacher, later.body.data?._id ?? '', 'approved');
    const canceled = await cancelAsStudent(student, later.body.data?._id ?? '');
    expect(canceled.status).toBe(200);
    expect(canceled.body.data).toMatchObject({
      status: 'canceled',
      canceledBy: 'student',
      cancelReason: null,
    });

    const soon = await requestCustom(student, teacher, hoursFromNow(1.5));
    expect(soon.status).toBe(201);
    const tooLate = await cancelAsStudent(student, soon.body.data?._id ?? '');
    expect(tooLate.status).toBe(409);
    expect(tooLate.body.message).toBe(lifecycleErrorMessages.cancelCutoffPassed);
    const moveTooLate = await reschedule(
      student,
      soon.body.data?._id ?? '',
      hoursFromNow(30),
      'custom_request',
    );
    expect(moveTooLate.status).toBe(409);
    expect(moveTooLate.body.message).toBe(lifecycleErrorMessages.cancelCutoffPassed);
  });
});

describe('teacher cancel', () => {
  it('needs a reason and an approved upcoming session; the student reads the reason; the time stays off', async () => {
    const teacher = await signedInAccount('teacher');
    const student = await signedInAccount('student');
    const slot = hoursFromNow(40);
    await addSlots(teacher, [slot]);
    const booked = await bookSlot(student, teacher, slot);
    const id = booked.body.data?._id ?? '';

    const pending = await cancelAsTeacher(teacher, id, 'Unwell');
    expect(pending.status).toBe(409);
    expect(pending.body.message).toBe(lifecycleErrorMessages.teacherCancelNotUpcoming);

    await decide(teacher, id, 'approved');
    const noReason = await cancelAsTeacher(teacher, id, '   ');
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe(lifecycleErrorMessages.cancelReasonRequired);

    const canceled = await cancelAsTeacher(teacher, id, 'I am unwell this week');
    expect(canceled.status).toBe(200);
    expect(canceled.body.message).toBe(lifecycleSuccessMessages.canceledByTeacher);
    const mine = await callApi<AppointmentBody[]>('/student/appointments', { token: student.token });
    expect(mine.body.data?.[0]).toMatchObject({
      status: 'canceled',
      canceledBy: 'teacher',
      cancelReason: 'I am unwell this week',
    });
    expect(await slotTimes(teacher)).toEqual([]);
    expect(await cardSlotTimes(teacher)).toEqual([]);
    expect(await storedSlotCount(teacher)).toBe(0);
  });
});

describe('slot returned on decline', () => {
  it('returns a declined slot to the availability and its counter, with its length', async () => {
    const teacher = await signedInAccount('teacher');
    const student = await signedInAccount('student');
    const slot = hoursFromNow(50);
    await addSlots(teacher, [slot]);
    const booked = await bookSlot(student, teacher, slot);
    expect(await storedSlotCount(teacher)).toBe(0);
    const declined = await decide(teacher, booked.body.data?._id ?? '', 'canceled');
    expect(declined.status).toBe(200);
    expect(await slotTimes(teacher)).toEqual([slot]);
    expect(await cardSlotTimes(teacher)).toEqual([slot]);
    expect(await storedSlotCount(teacher)).toBe(1);
    const teacherCard = await callApi<{ _id: string; availableSlotsCount: number }[]>('/student/teachers', {
      token: student.token,
    });
    expect(teacherCard.body.data?.find((card) => card._id === teacher.uid)?.availableSlotsCount).toBe(1);
  });

  it('does not return a slot whose office hours the teacher removed meanwhile', async () => {
    const teacher = await signedInAccount('teacher');
    const student = await signedInAccount('student');
    const day = istDateFromToday(3);
    const made = await createOfficeHours(teacher, {
      days: [0, 1, 2, 3, 4, 5, 6],
      startTime: '10:00',
      endTime: '11:00',
      slotMinutes: 60,
      fromDate: day,
      untilDate: day,
    });
    expect(made.status).toBe(201);
    const [slot] = made.body.data?.availableSlots ?? [];
    const booked = await bookSlot(student, teacher, slot ?? '');
    expect(booked.body.data?.durationMinutes).toBe(60);
    const removed = await callApi(`/teacher/office-hours/${made.body.data?.seriesId}`, {
      method: 'DELETE',
      token: teacher.token,
    });
    expect(removed.status).toBe(200);
    await decide(teacher, booked.body.data?._id ?? '', 'canceled');
    expect(await slotTimes(teacher)).toEqual([]);
    expect(await cardSlotTimes(teacher)).toEqual([]);
    expect(await storedSlotCount(teacher)).toBe(0);
  });
});

describe('fair booking', () => {
  // Parallel bookings of one student against the cap are the service test's (functions/test/booking), where
  // each request in flight costs no Functions worker start; here the cap as the API applies it.
  it('allows 2 open appointments per teacher, then refuses slots and requests alike', async () => {
    const teacher = await signedInAccount('teacher');
    const student = await signedInAccount('student');
    const slots = Array.from({ length: 3 }, (_, i) => hoursFromNow(24 + i));
    await addSlots(teacher, slots);
    const answers = [];
    for (const slot of slots) answers.push(await bookSlot(student, teacher, slot));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 409]);
    expect(answers[2]?.body.message).toBe(lifecycleErrorMessages.tooManyWithTeacher);
    expect(await storedSlotCount(teacher)).toBe(1);

    const custom = await requestCustom(student, teacher, hoursFromNow(60));
    expect(custom.status).toBe(409);
    expect(custom.body.message).toBe(lifecycleErrorMessages.tooManyWithTeacher);
  }, 120_000);

  it('allows 10 open appointments in total; a canceled one frees a place', async () => {
    const student = await signedInAccount('student');
    const teachers = await Promise.all(Array.from({ length: 6 }, () => signedInAccount('teacher')));
    const ids: string[] = [];
    for (let i = 0; i < OPEN_APPOINTMENTS_TOTAL_MAX; i += 1) {
      const answer = await requestCustom(
        student,
        teachers[Math.floor(i / 2)] as SignedIn,
        hoursFromNow(24 + i),
      );
      expect(answer.status).toBe(201);
      ids.push(answer.body.data?._id ?? '');
    }
    const eleventh = await requestCustom(student, teachers[5] as SignedIn, hoursFromNow(40));
    expect(eleventh.status).toBe(409);
    expect(eleventh.body.message).toBe(lifecycleErrorMessages.tooManyOpen);
    await cancelAsStudent(student, ids[0] ?? '');
    expect((await requestCustom(student, teachers[5] as SignedIn, hoursFromNow(40))).status).toBe(201);
  }, 120_000);

  it('needs an hour of notice for slots and requests, and refuses requests beyond 90 days', async () => {
    const teacher = await signedInAccount('teacher');
    const student = await signedInAccount('student');
    const near = hoursFromNow(0, 40);
    await addSlots(teacher, [near]);
    const slotTooSoon = await bookSlot(student, teacher, near);
    expect(slotTooSoon.status).toBe(409);
    expect(slotTooSoon.body.message).toBe(lifecycleErrorMessages.noticeTooShort);

    const customTooSoon = await requestCustom(student, teacher, hoursFromNow(0, 30));
    expect(customTooSoon.status).toBe(400);
    expect(customTooSoon.body.message).toBe(lifecycleErrorMessages.noticeTooShort);

    for (const far of [hoursFromNow(91 * 24), '9999-12-31T10:00:00.000Z']) {
      const tooFar = await requestCustom(student, teacher, far);
      expect(tooFar.status).toBe(400);
      expect(tooFar.body.message).toBe(lifecycleErrorMessages.beyondHorizon);
    }
    expect((await requestCustom(student, teacher, hoursFromNow(89 * 24))).status).toBe(201);
  });

  it('stores the slot’s own time, never the one the client wrote', async () => {
    const teacher = await signedInAccount('teacher');
    const student = await signedInAccount('student');
    const slot = hoursFromNow(33);
    await addSlots(teacher, [slot]);
    const written = new Date(Date.parse(slot) + 42_000).toISOString();
    const booked = await bookSlot(student, teacher, written);
    expect(booked.status).toBe(201);
    expect(booked.body.data?.dateTime).toBe(slot);
    expect(booked.body.data?.durationMinutes).toBe(30);
  });

  it('refuses to approve a session overlapping an approved one by any minute; back to back is fine', async () => {
    const teacher = await signedInAccount('teacher');
    const [a, b, c] = await students(3);
    const start = hoursFromNow(70);
    const at = (minutes: number) => new Date(Date.parse(start) + minutes * 60_000).toISOString();
    const first = await requestCustom(a as SignedIn, teacher, start);
    const overlapping = await requestCustom(b as SignedIn, teacher, at(15));
    const adjacent = await requestCustom(c as SignedIn, teacher, at(30));
    expect((await decide(teacher, first.body.data?._id ?? '', 'approved')).status).toBe(200);
    const refused = await decide(teacher, overlapping.body.data?._id ?? '', 'approved');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(lifecycleErrorMessages.approvalOverlap);
    expect((await decide(teacher, adjacent.body.data?._id ?? '', 'approved')).status).toBe(200);
  });
});

describe('reschedule', () => {
  it('moves an approved slot booking to another slot: the old slot returns, the new one goes, back to pending', async () => {
    const teacher = await signedInAccount('teacher');
    const student = await signedInAccount('student');
    const [oldSlot, newSlot] = [hoursFromNow(30), hoursFromNow(54)];
    await addSlots(teacher, [oldSlot, newSlot]);
    const booked = await bookSlot(student, teacher, oldSlot);
    const id = booked.body.data?._id ?? '';
    await decide(teacher, id, 'approved');

    const moved = await reschedule(student, id, newSlot);
    expect(moved.status).toBe(200);
    expect(moved.body.message).toBe(lifecycleSuccessMessages.rescheduled);
    expect(moved.body.data).toMatchObject({
      status: 'pending',
      dateTime: newSlot,
      bookingType: 'slot_booking',
    });
    expect(await slotTimes(teacher)).toEqual([oldSlot]);
    expect(await cardSlotTimes(teacher)).toEqual([oldSlot]);
    expect(await storedSlotCount(teacher)).toBe(1);
    expect((await storedDoc.student(student.uid).get()).get('stats.pendingRequests')).toBe(1);

    const same = await reschedule(student, id, newSlot, 'custom_request');
    expect(same.status).toBe(400);
    expect(same.body.message).toBe(lifecycleErrorMessages.rescheduleSameTime);

    const custom = await reschedule(student, id, hoursFromNow(80), 'custom_request');
    expect(custom.status).toBe(200);
    expect(custom.body.data).toMatchObject({ status: 'pending', bookingType: 'custom_request' });
    expect(await slotTimes(teacher)).toEqual([oldSlot, newSlot]);
    expect(await cardSlotTimes(teacher)).toEqual([oldSlot, newSlot]);
    expect(await storedSlotCount(teacher)).toBe(2);
  });
});

describe('weekly office hours', () => {
  it('creates 4 weeks of Monday/Wednesday slots in IST, skipping existing times and approved sessions', async () => {
    const teacher = await signedInAccount('teacher');
    const student = await signedInAccount('student');
    const definition = {
      days: [0, 2],
      startTime: '10:00',
      endTime: '11:00',
      slotMinutes: 30,
      fromDate: istDateFromToday(1),
      untilDate: istDateFromToday(28),
    };
    const expected = officeHoursSlotTimes(definition).map((time) => time.toISOString());
    expect(expected).toHaveLength(16);
    const [existing, , busyFirst, busySecond] = expected;
    await addSlots(teacher, [existing ?? '']);
    // An approved 30-minute session at 10:45 IST of the second day collides with its 10:30 slot only.
    const session = await requestCustom(
      student,
      teacher,
      new Date(Date.parse(busySecond ?? '') + 15 * 60_000).toISOString(),
    );
    await decide(teacher, session.body.data?._id ?? '', 'approved');

    const made = await createOfficeHours(teacher, definition);
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject({ created: 14, skipped: 2 });
    expect(made.body.message).toBe(lifecycleSuccessMessages.officeHoursCreated(14, 2));
    expect(made.body.data?.availableSlots).toEqual(expected.filter((time) => time !== busySecond));
    expect(made.body.data?.availableSlots).toContain(busyFirst);
    expect(await storedSlotCount(teacher)).toBe(15);
    expect(await cardSlotTimes(teacher)).toEqual(made.body.data?.availableSlots);
    const stored = await storedDoc
      .teacher(teacher.uid)
      .collection(collections.slots)
      .doc(`${(busyFirst ?? '').slice(0, 16)}Z`)
      .get();
    expect(stored.data()).toMatchObject({ durationMinutes: 30, seriesId: made.body.data?.seriesId });

    const again = await createOfficeHours(teacher, definition);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(lifecycleErrorMessages.officeHoursNothingNew);

    const list = await callApi<{ _id: string; slotCount: number }[]>('/teacher/office-hours', {
      token: teacher.token,
    });
    expect(list.body.data).toMatchObject([{ _id: made.body.data?.seriesId, slotCount: 14 }]);

    const one = await callApi('/teacher/availability', {
      method: 'DELETE',
      token: teacher.token,
      body: { slotDateTime: busyFirst },
    });
    expect(one.status).toBe(200);
    expect(await storedSlotCount(teacher)).toBe(14);

    const series = await callApi<{ removed: number }>(`/teacher/office-hours/${made.body.data?.seriesId}`, {
      method: 'DELETE',
      token: teacher.token,
    });
    expect(series.status).toBe(200);
    expect(series.body.data?.removed).toBe(13);
    expect(await slotTimes(teacher)).toEqual([existing]);
    expect(await cardSlotTimes(teacher)).toEqual([existing]);
    expect(await storedSlotCount(teacher)).toBe(1);
    const gone = await callApi(`/teacher/office-hours/${made.body.data?.seriesId}`, {
      method: 'DELETE',
      token: teacher.token,
    });
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe(lifecycleErrorMessages.seriesNotFound);
  });

  it('refuses more than 12 weeks ahead and lengths other than 15/30/45/60', async () => {
    const teacher = await signedInAccount('teacher');
    const base = { days: [0], startTime: '09:00', endTime: '12:00', fromDate: istDateFromToday(0) };
    const far = await createOfficeHours(teacher, {
      ...base,
      slotMinutes: 30,
      untilDate: istDateFromToday(85),
    });
    expect(far.status).toBe(400);
    expect(far.body.message).toBe(lifecycleErrorMessages.officeHoursTooFar);
    const odd = await createOfficeHours(teacher, {
      ...base,
      slotMinutes: 20,
      untilDate: istDateFromToday(7),
    });
    expect(odd.status).toBe(400);
    expect(odd.body.message).toBe(lifecycleErrorMessages.officeHoursLengthInvalid);
  });
});
