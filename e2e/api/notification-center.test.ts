// The notification center's HTTP contract through Hosting: a booking notifies the teacher (and an approval the
// student) whatever their mail choices; GET /api/notifications pages a person's own with the unread count;
// POST /api/notifications/read marks some or all; bad input is a 400 naming the field; no session, a 401.
import {
  DEFAULT_MAIL_PREFERENCES,
  MAX_READ_IDS,
  notificationCenterMessages,
  notificationTexts,
  type ReadNotificationsResult,
} from '@appointments/domain';
import type { NotificationPage } from '@appointments/domain/documents';
import { describe, expect, it } from 'vitest';
import { type SignedIn, signedInAccount } from '../support/accounts';
import { callApi } from '../support/api';
import { hoursFromNow } from '../support/time';

const notifications = (account: SignedIn, cursor?: string) =>
  callApi<NotificationPage>(`/notifications${cursor === undefined ? '' : `?cursor=${cursor}`}`, {
    token: account.token,
  });
const markRead = (account: SignedIn, body: unknown) =>
  callApi<ReadNotificationsResult>('/notifications/read', { token: account.token, body });

async function bookedPair() {
  const teacher = await signedInAccount('teacher', { name: 'Dr Bell', subject: 'Acoustics' });
  const student = await signedInAccount('student', { name: 'Bell Student' });
  const dateTime = hoursFromNow(30);
  expect(
    (await callApi('/teacher/availability', { token: teacher.token, body: { slots: [dateTime] } })).status,
  ).toBe(201);
  const booked = await callApi<{ _id: string }>('/student/book', {
    token: student.token,
    body: { teacherId: teacher.uid, dateTime, purpose: 'Bell check', bookingType: 'slot_booking' },
  });
  expect(booked.status).toBe(201);
  return { teacher, student, appointmentId: booked.body.data?._id ?? '' };
}

describe('notification center', () => {
  it('notifies the teacher of a booking and the student of the decision, mail choices aside', async () => {
    const { teacher, student, appointmentId } = await bookedPair();
    const off = { ...DEFAULT_MAIL_PREFERENCES, decisions: false };
    expect(
      (await callApi('/mail-preferences', { method: 'PUT', token: student.token, body: off })).status,
    ).toBe(200);

    const teacherPage = await notifications(teacher);
    expect(teacherPage.status).toBe(200);
    expect(teacherPage.body.data).toMatchObject({
      unread: 1,
      nextCursor: null,
      notifications: [
        {
          kind: 'bookingRequests',
          title: notificationTexts.bookingRequest.subject('Bell Student'),
          link: '/teacher/dashboard',
          read: false,
        },
      ],
    });

    const decided = await callApi(`/teacher/appointments/${appointmentId}`, {
      method: 'PUT',
      token: teacher.token,
      body: { status: 'approved' },
    });
    expect(decided.status).toBe(200);
    const studentPage = await notifications(student);
    expect(studentPage.body.data?.unread).toBe(1);
    expect(studentPage.body.data?.notifications[0]).toMatchObject({
      kind: 'decisions',
      link: '/student/dashboard',
    });
  });

  it('marks named notices and then all read, and a person marks only their own', async () => {
    const { teacher, student } = await bookedPair();
    const [notice] = (await notifications(teacher)).body.data?.notifications ?? [];
    expect(notice).toBeDefined();

    const foreign = await markRead(student, { ids: [notice?._id] });
    expect(foreign.status).toBe(200);
    expect(foreign.body.data).toEqual({ marked: 0, unread: 0 });

    const named = await markRead(teacher, { ids: [notice?._id] });
    expect(named.body.data).toEqual({ marked: 1, unread: 0 });
    expect((await notifications(teacher)).body.data?.notifications[0]?.read).toBe(true);

    const all = await markRead(teacher, { all: true });
    expect(all.body.data).toEqual({ marked: 0, unread: 0 });
  });

  it.each([
    ['nothing', {}, 'ids', notificationCenterMessages.idsOrAll],
    ['ids and all', { ids: ['a'], all: true }, 'ids', notificationCenterMessages.idsOrAll],
    ['all: false', { all: false }, 'all', notificationCenterMessages.idsOrAll],
    ['a path for an id', { ids: ['../students/x'] }, 'ids.0', notificationCenterMessages.invalidId],
    [
      `${MAX_READ_IDS + 1} ids`,
      { ids: Array.from({ length: MAX_READ_IDS + 1 }, (_, i) => `n${i}`) },
      'ids',
      notificationCenterMessages.tooManyIds,
    ],
  ])('refuses %s with a 400 naming the field', async (_what, body, field, message) => {
    const student = await signedInAccount('student');
    const answer = await markRead(student, body);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, errors: { [field]: message } });
  });

  it('refuses a malformed cursor with a 400, and a call without a session with a 401', async () => {
    const student = await signedInAccount('student');
    const bad = await notifications(student, 'not%2Fa%2Fcursor');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ errors: { cursor: notificationCenterMessages.invalidCursor } });
    expect((await callApi('/notifications')).status).toBe(401);
    expect((await callApi('/notifications/read', { body: { all: true } })).status).toBe(401);
  });
});
