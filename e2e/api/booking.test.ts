import { apiErrorMessages, successMessages, validationMessages } from '@appointments/domain';
import { describe, expect, it } from 'vitest';
import { type SignedIn, signedInAccount } from '../support/accounts';
import { storedDoc } from '../support/admin';
import { callApi } from '../support/api';
import { hoursFromNow } from '../support/time';

interface AppointmentBody {
  _id: string;
  status: string;
  bookingType: string;
  teacher: { name: string };
  student: { name: string; email: string };
}

async function addSlot(teacher: SignedIn, dateTime: string) {
  return callApi<{ availableSlots: string[] }>('/teacher/availability', {
    token: teacher.token,
    body: { slots: [dateTime] },
  });
}

async function bookSlot(student: SignedIn, teacher: SignedIn, dateTime: string) {
  return callApi<AppointmentBody>('/student/book', {
    token: student.token,
    body: { teacherId: teacher.uid, dateTime, purpose: 'Project review', bookingType: 'slot_booking' },
  });
}

describe('availability', () => {
  it('adds a future slot, refuses a duplicate with 409 and a past time with 400, and removes it', async () => {
    const teacher = await signedInAccount('teacher', { subject: 'Algebra' });
    const slot = hoursFromNow(48);

    const added = await addSlot(teacher, slot);
    expect(added.status).toBe(201);
    expect(added.body.message).toBe(successMessages.slotAdded);
    expect(added.body.data?.availableSlots).toEqual([slot]);

    const duplicate = await addSlot(teacher, slot);
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe(validationMessages.slotDuplicate);

    const past = await addSlot(teacher, hoursFromNow(-1));
    expect(past.status).toBe(400);
    expect(past.body.message).toBe(validationMessages.futureDateTimeRequired);

    const removed = await callApi<{ availableSlots: string[] }>('/teacher/availability', {
      method: 'DELETE',
      token: teacher.token,
      body: { slotDateTime: slot },
    });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe(successMessages.slotRemoved);
    expect(removed.body.data?.availableSlots).toEqual([]);
    expect((await storedDoc.teacher(teacher.uid).get()).get('availableSlotsCount')).toBe(0);
  });
});

describe('booking', () => {
  it('books a slot: the slot disappears, the appointment is pending, and a second booking gets 409', async () => {
    const teacher = await signedInAccount('teacher', { name: 'Meera Iyer', subject: 'Optics' });
    const student = await signedInAccount('student', { name: 'Kiran' });
    const other = await signedInAccount('student');
    const slot = hoursFromNow(30);
    await addSlot(teacher, slot);

    const booked = await bookSlot(student, teacher, slot);
    expect(booked.status).toBe(201);
    expect(booked.body.message).toBe(successMessages.slotBooked);
    expect(booked.body.data).toMatchObject({
      status: 'pending',
      bookingType: 'slot_booking',
      teacher: { name: 'Meera Iyer' },
      student: { name: 'Kiran', email: student.email },
    });

    const slots = await callApi<{ availableSlots: string[] }>(`/student/teacher/${teacher.uid}/slots`, {
      token: student.token,
    });
    expect(slots.body.data?.availableSlots).toEqual([]);

    const second = await bookSlot(other, teacher, slot);
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(apiErrorMessages.slotTaken);

    const mine = await callApi<AppointmentBody[]>('/student/appointments', { token: student.token });
    expect(mine.body.data?.map((a) => a._id)).toEqual([booked.body.data?._id]);
    const studentDoc = await storedDoc.student(student.uid).get();
    expect(studentDoc.get('stats')).toMatchObject({ totalAppointments: 1, pendingRequests: 1 });
  });

  it('requires a future time and a purpose for a custom request', async () => {
    const teacher = await signedInAccount('teacher');
    const student = await signedInAccount('student');
    const custom = (dateTime: string, purpose: string) =>
      callApi<AppointmentBody>('/student/book', {
        token: student.token,
        body: { teacherId: teacher.uid, dateTime, purpose, bookingType: 'custom_request' },
      });

    const past = await custom(hoursFromNow(-2), 'Doubts');
    expect(past.status).toBe(400);
    expect(past.body.message).toBe(validationMessages.futureDateTimeRequired);

    const noPurpose = await custom(hoursFromNow(5), '   ');
    expect(noPurpose.status).toBe(400);
    expect(noPurpose.body.message).toBe(validationMessages.customPurposeRequired);

    const ok = await custom(hoursFromNow(5), 'Doubts on chapter 3');
    expect(ok.status).toBe(201);
    expect(ok.body.message).toBe(successMessages.customRequestSent);
    expect(ok.body.data?.bookingType).toBe('custom_request');
  });

  it('refuses a booking with an unknown teacher', async () => {
    const student = await signedInAccount('student');
    const answer = await callApi('/student/book', {
      token: student.token,
      body: { teacherId: 'nobody', dateTime: hoursFromNow(5), purpose: 'x', bookingType: 'custom_request' },
    });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe(apiErrorMessages.teacherNotFound);
  });
});

describe('requests and ratings', () => {
  it('lets the teacher approve or decline only pending requests addressed to them', async () => {
    const teacher = await signedInAccount('teacher');
    const stranger = await signedInAccount('teacher');
    const student = await signedInAccount('student');
    const request = (hours: number) =>
      callApi<AppointmentBody>('/student/book', {
        token: student.token,
        body: {
          teacherId: teacher.uid,
          dateTime: hoursFromNow(hours),
          purpose: 'Help',
          bookingType: 'custom_request',
        },
      });
    const firstAnswer = await request(10);
    const secondAnswer = await request(11);
    expect([firstAnswer.status, secondAnswer.status], JSON.stringify(secondAnswer.body)).toEqual([201, 201]);
    const first = firstAnswer.body.data?._id;
    const second = secondAnswer.body.data?._id;
    const setStatus = (who: SignedIn, id: string | undefined, status: string) =>
      callApi<AppointmentBody>(`/teacher/appointments/${id}`, {
        method: 'PUT',
        token: who.token,
        body: { status },
      });

    const foreign = await setStatus(stranger, first, 'approved');
    expect(foreign.status).toBe(404);

    const approved = await setStatus(teacher, first, 'approved');
    expect(approved.status).toBe(200);
    expect(approved.body.message).toBe(successMessages.appointmentApproved);
    expect(approved.body.data?.status).toBe('approved');

    const declined = await setStatus(teacher, second, 'canceled');
    expect(declined.body.message).toBe(successMessages.appointmentCancelled);

    const again = await setStatus(teacher, first, 'canceled');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(apiErrorMessages.transitionNotAllowed('approved'));

    const completed = await setStatus(teacher, second, 'completed');
    expect(completed.status).toBe(400);

    const list = await callApi<AppointmentBody[]>('/teacher/appointments', { token: teacher.token });
    expect(list.body.data?.map((a) => a.status)).toEqual(['approved', 'canceled']);
    const studentDoc = await storedDoc.student(student.uid).get();
    expect(studentDoc.get('stats')).toMatchObject({ totalAppointments: 2, pendingRequests: 0 });
  });

  it('refuses to approve a second session at the same time', async () => {
    const teacher = await signedInAccount('teacher');
    const [a, b] = await Promise.all([signedInAccount('student'), signedInAccount('student')]);
    const when = hoursFromNow(20);
    const ids: string[] = [];
    for (const student of [a, b]) {
      const answer = await callApi<AppointmentBody>('/student/book', {
        token: student.token,
        body: { teacherId: teacher.uid, dateTime: when, purpose: 'Same time', bookingType: 'custom_request' },
      });
      ids.push(answer.body.data?._id ?? '');
    }
    const approve = (id: string) =>
      callApi(`/teacher/appointments/${id}`, {
        method: 'PUT',
        token: teacher.token,
        body: { status: 'approved' },
      });
    expect((await approve(ids[0] ?? '')).status).toBe(200);
    const clash = await approve(ids[1] ?? '');
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe(apiErrorMessages.approvalClash);
  });

  it('lets a student rate after an approved session, then update; the average follows', async () => {
    const teacher = await signedInAccount('teacher');
    const student = await signedInAccount('student');
    const rate = (rating: number, review = '') =>
      callApi<{ hasRated: boolean; rating: number }>('/student/rate-teacher', {
        token: student.token,
        body: { teacherId: teacher.uid, rating, review },
      });

    const early = await rate(4);
    expect(early.status).toBe(403);
    expect(early.body.message).toBe(apiErrorMessages.rateAfterSession);

    const booked = await callApi<AppointmentBody>('/student/book', {
      token: student.token,
      body: {
        teacherId: teacher.uid,
        dateTime: hoursFromNow(3),
        purpose: 'Lab',
        bookingType: 'custom_request',
      },
    });
    await callApi(`/teacher/appointments/${booked.body.data?._id}`, {
      method: 'PUT',
      token: teacher.token,
      body: { status: 'approved' },
    });

    const zero = await rate(0);
    expect(zero.status).toBe(400);
    expect(zero.body.message).toBe(validationMessages.ratingRequired);

    const first = await rate(4, '  Clear explanations  ');
    expect(first.body.message).toBe(successMessages.ratingSubmitted);
    const update = await rate(2);
    expect(update.body.message).toBe(successMessages.ratingUpdated);

    const stored = await callApi<{ hasRated: boolean; rating: number; review: string }>(
      `/student/rating/${teacher.uid}`,
      { token: student.token },
    );
    expect(stored.body.data).toMatchObject({ hasRated: true, rating: 2, review: '' });
    const card = (await storedDoc.teacher(teacher.uid).get()).data();
    expect(card).toMatchObject({ averageRating: 2, totalRatings: 1 });
  });
});

describe('stats and lists', () => {
  it('lists approved teachers only, with public fields', async () => {
    const teacher = await signedInAccount('teacher', { subject: 'Thermodynamics' });
    const student = await signedInAccount('student');
    const answer = await callApi<Array<{ _id: string; subject: string; profile: Record<string, unknown> }>>(
      '/student/teachers',
      { token: student.token },
    );
    const card = answer.body.data?.find((t) => t._id === teacher.uid);
    expect(card?.subject).toBe('Thermodynamics');
    expect(card?.profile.phone).toBeUndefined();
  });

  it('answers the student and teacher stats with the spec fields', async () => {
    const teacher = await signedInAccount('teacher', { subject: 'Chemistry' });
    const student = await signedInAccount('student');
    await callApi('/student/book', {
      token: student.token,
      body: {
        teacherId: teacher.uid,
        dateTime: hoursFromNow(6),
        purpose: 'Q',
        bookingType: 'custom_request',
      },
    });
    const studentStats = await callApi<Record<string, unknown>>('/student/stats', { token: student.token });
    expect(studentStats.body.data).toMatchObject({
      totalAppointments: 1,
      pendingAppointments: 1,
      approvedAppointments: 0,
      monthlyChange: 100,
    });
    const teacherStats = await callApi<Record<string, unknown>>('/teacher/stats', { token: teacher.token });
    expect(teacherStats.body.data).toMatchObject({
      totalAppointments: 1,
      pendingRequests: 1,
      approvedToday: 0,
      totalStudents: 1,
      subject: 'Chemistry',
    });
  });
});
