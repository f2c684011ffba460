import { collections } from '@appointments/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { afterEach, describe, expect, it } from 'vitest';
import { signedInAccount } from '../support/accounts';
import { setClockOffset, storedDoc } from '../support/admin';
import { callApi } from '../support/api';
import { hoursFromNow } from '../support/time';

afterEach(async () => {
  await setClockOffset(0);
});

describe('automatic updates', () => {
  it('completes approved sessions and cancels pending requests once their time has passed', async () => {
    const teacher = await signedInAccount('teacher');
    // A third open appointment with one teacher is over the fair-booking cap: the future one is with another.
    const otherTeacher = await signedInAccount('teacher');
    const student = await signedInAccount('student');
    const book = async (hours: number, withTeacher = teacher) =>
      (
        await callApi<{ _id: string }>('/student/book', {
          token: student.token,
          body: {
            teacherId: withTeacher.uid,
            dateTime: hoursFromNow(hours),
            purpose: 'Q',
            bookingType: 'custom_request',
          },
        })
      ).body.data?._id ?? '';
    // Bookings need an hour's notice.
    const toApprove = await book(1.5);
    const leftPending = await book(2);
    const future = await book(48, otherTeacher);
    await callApi(`/teacher/appointments/${toApprove}`, {
      method: 'PUT',
      token: teacher.token,
      body: { status: 'approved' },
    });
    await callApi('/teacher/availability', { token: teacher.token, body: { slots: [hoursFromNow(3)] } });

    await setClockOffset(4 * 3_600_000);
    const run = await callApi<{ completed: number; canceled: number; slotsRemoved: number }>(
      '/internal/run-automatic-updates',
      { method: 'POST', body: {} },
    );
    expect(run.status).toBe(200);

    const status = async (id: string) => (await storedDoc.appointment(id).get()).data();
    expect(await status(toApprove)).toMatchObject({ status: 'completed', autoUpdated: true });
    expect((await status(toApprove))?.autoUpdatedAt).toBeInstanceOf(Timestamp);
    expect(await status(leftPending)).toMatchObject({ status: 'canceled', autoUpdated: true });
    expect(await status(future)).toMatchObject({ status: 'pending', autoUpdated: false });
    expect((await storedDoc.teacher(teacher.uid).collection(collections.slots).get()).empty).toBe(true);
    expect((await storedDoc.teacher(teacher.uid).get()).data()).toMatchObject({
      availableSlotsCount: 0,
      totalSessions: 1,
    });
    expect((await storedDoc.student(student.uid).get()).get('stats')).toMatchObject({
      totalAppointments: 3,
      pendingRequests: 1,
      completedSessions: 1,
    });
  });
  it('keeps a session approved while it runs and completes it at its end (30 minutes where none is stored)', async () => {
    const teacher = await signedInAccount('teacher');
    const student = await signedInAccount('student');
    const booked = await callApi<{ _id: string }>('/student/book', {
      token: student.token,
      body: {
        teacherId: teacher.uid,
        // Bookings need an hour's notice: the session starts in 90 minutes.
        dateTime: hoursFromNow(1.5),
        purpose: 'Q',
        bookingType: 'custom_request',
      },
    });
    expect(booked.status).toBe(201);
    const id = booked.body.data?._id ?? '';
    await callApi(`/teacher/appointments/${id}`, {
      method: 'PUT',
      token: teacher.token,
      body: { status: 'approved' },
    });
    const statusAfter = async (offsetMinutes: number) => {
      await setClockOffset(offsetMinutes * 60_000);
      await callApi('/internal/run-automatic-updates', { method: 'POST', body: {} });
      return (await storedDoc.appointment(id).get()).get('status');
    };

    // Ten minutes after its start it is still running; a minute after its end it is completed.
    expect(await statusAfter(100)).toBe('approved');
    expect(await statusAfter(121)).toBe('completed');
  });
});
