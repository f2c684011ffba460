// Every time in every API answer is ISO 8601 text (docs/api.md): this walks the JSON answer of every
// endpoint, after the writes that fill the stored timestamps (approval, rating, login, suspension).
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { slotKey } from '@appointments/domain';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../scripts/lib/stack-config';
import { loginToken, registerAccount, signedInAccount, signedInAdmin } from '../support/accounts';
import { setClockOffset, storedDoc } from '../support/admin';
import { type ApiAnswer, type CallOptions, callApi, uniqueEmail } from '../support/api';
import { istDateFromToday } from '../support/lifecycle';
import { waitForMail } from '../support/mail';
import { setClockTo } from '../support/session-record';
import { appUrl } from '../support/stack-env';
import { hoursFromNow } from '../support/time';

const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/;
// Keys that carry an instant. Office hours' `startTime`/`endTime` are clock times of a weekday ('HH:mm'), not instants.
const instantKey = /(At|^dateTime|^lastLogin|^time|^slotDateTime)$/;
const clockTimeKeys = new Set(['startTime', 'endTime']);

/** Every place in `value` that is a time but not ISO text, as 'path: value'. */
function nonIsoTimes(value: unknown, path = 'body', key = ''): string[] {
  if (Array.isArray(value)) {
    return value.flatMap((item, index) =>
      key === 'availableSlots' && typeof item === 'string' && !isoInstant.test(item)
        ? [`${path}[${index}]: ${item}`]
        : nonIsoTimes(item, `${path}[${index}]`),
    );
  }
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if ('_seconds' in record || ('seconds' in record && 'nanoseconds' in record)) {
      return [`${path}: ${JSON.stringify(record)}`];
    }
    return Object.entries(record).flatMap(([childKey, child]) =>
      nonIsoTimes(child, `${path}.${childKey}`, childKey),
    );
  }
  const isInstantKey = instantKey.test(key) && !clockTimeKeys.has(key);
  if (isInstantKey && value !== null && !(typeof value === 'string' && isoInstant.test(value))) {
    return [`${path}: ${JSON.stringify(value)}`];
  }
  return [];
}

/** The method and path of every route the API registers, read from the routers' source. */
function registeredRoutes(): string[] {
  const routesDir = resolve(repoRoot, 'functions/src/routes');
  const files = readdirSync(routesDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.ts'),
  );
  const pattern = /Router\.(get|post|put|delete)\(\s*'([^']+)'/g;
  return files.flatMap((file) =>
    [...readFileSync(resolve(routesDir, file), 'utf8').matchAll(pattern)].map(
      (match) => `${match[1]?.toUpperCase()} ${match[2]}`,
    ),
  );
}

// Answers that are not JSON, or run only on the local stack: a CSV's dates are calendar days by the spec.
const notWalked = new Set([
  'GET /admin/export/teachers.csv',
  'GET /admin/export/students.csv',
  // Its times are in both IST and ISO text by design (e2e/api/insights.test.ts).
  'GET /admin/export/appointments.csv',
  'POST /internal/run-automatic-updates',
  'POST /internal/run-reminders',
  'POST /internal/run-message-mails',
  'POST /internal/run-mail-redelivery',
  // Pages for a person following a mail's link (e2e/api/mail-preferences.test.ts).
  'GET /mail/unsubscribe',
  'POST /mail/unsubscribe',
  // A calendar file (e2e/api/calendar-file.test.ts) and the subscription feed (e2e/api/calendar-feed.test.ts).
  'GET /appointments/:id/calendar.ics',
  'GET /calendar/feed/:token.ics',
  'POST /internal/run-busy-calendars',
  // The waitlist's expiry job (e2e/api/group-sessions.test.ts moves its clock).
  'POST /internal/run-waitlist-offers',
]);

describe('times in API answers', () => {
  it('sends every time in every endpoint answer as ISO 8601 text', async () => {
    const walked = new Set<string>();
    const failures: string[] = [];
    async function walk<T>(route: string, path: string, options: CallOptions = {}): Promise<ApiAnswer<T>> {
      const answer = await callApi<T>(path, options);
      expect(answer.status, `${route}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
      walked.add(route);
      failures.push(...nonIsoTimes(answer.body, route));
      return answer;
    }

    const admin = await signedInAdmin();
    const teacher = await signedInAccount('teacher', { department: 'Physics', subject: 'Optics' });
    const student = await signedInAccount('student');
    const asAdmin = { token: admin.token };
    const asTeacher = { token: teacher.token };
    const asStudent = { token: student.token };

    await walk('GET /health', '/health');
    const newcomer = uniqueEmail('iso');
    await walk('POST /auth/register', '/auth/register', {
      body: { name: 'Iso Newcomer', role: 'student', email: newcomer, password: 'Str0ng!Pass' },
    });
    await walk('POST /auth/login', '/auth/login', {
      body: { email: student.email, password: student.password },
    });
    // The account behind a session (a provider sign-in's; any session answers the same), and the login page's options.
    await walk('POST /auth/session', '/auth/session', { method: 'POST', token: student.token });
    await walk('GET /auth/sign-in-options', '/auth/sign-in-options');
    await walk('POST /auth/forgot-password', '/auth/forgot-password', { body: { email: student.email } });
    const token = /\/reset-password\/([A-Za-z0-9_-]+)/.exec((await waitForMail(student.email)).text)?.[1];
    await walk('POST /auth/reset-password/:token', `/auth/reset-password/${token}`, {
      body: { newPassword: 'Str0ng!Pass' },
    });
    // The reset revoked the student's sessions.
    asStudent.token = await loginToken(student.email, student.password);

    const slot = hoursFromNow(30);
    await walk('POST /teacher/availability', '/teacher/availability', {
      ...asTeacher,
      body: { slots: [slot, hoursFromNow(31)] },
    });
    await walk('GET /teacher/availability', '/teacher/availability', asTeacher);
    await walk('DELETE /teacher/availability', '/teacher/availability', {
      ...asTeacher,
      method: 'DELETE',
      body: { slotDateTime: hoursFromNow(31) },
    });
    await walk('GET /student/teachers', '/student/teachers', asStudent);
    await walk('GET /student/teacher/:id/slots', `/student/teacher/${teacher.uid}/slots`, asStudent);
    await walk('POST /student/match', '/student/match', { ...asStudent, body: { need: 'help with optics' } });
    const booked = await walk<{ _id: string }>('POST /student/book', '/student/book', {
      ...asStudent,
      body: { teacherId: teacher.uid, dateTime: slot, purpose: 'Times', bookingType: 'slot_booking' },
    });
    await walk('PUT /teacher/appointments/:id', `/teacher/appointments/${booked.body.data?._id}`, {
      ...asTeacher,
      method: 'PUT',
      body: { status: 'approved' },
    });
    await walk('POST /student/rate-teacher', '/student/rate-teacher', {
      ...asStudent,
      body: { teacherId: teacher.uid, rating: 5, review: 'Clear' },
    });
    await walk('GET /student/rating/:teacherId', `/student/rating/${teacher.uid}`, asStudent);
    await walk('GET /student/appointments', '/student/appointments', asStudent);
    await walk('GET /student/stats', '/student/stats', asStudent);
    await walk('GET /student/profile', '/student/profile', asStudent);
    await walk('PUT /student/profile', '/student/profile', {
      ...asStudent,
      method: 'PUT',
      body: { name: 'Iso Student', profile: {} },
    });
    await walk('GET /teacher/appointments', '/teacher/appointments', asTeacher);
    await walk('GET /teacher/stats', '/teacher/stats', asTeacher);
    await walk('GET /teacher/profile', '/teacher/profile', asTeacher);
    await walk('PUT /teacher/profile', '/teacher/profile', {
      ...asTeacher,
      method: 'PUT',
      body: { name: 'Iso Teacher', subject: 'Optics', department: 'Physics', profile: {} },
    });
    for (const role of ['student', 'teacher'] as const) {
      const route = `POST /${role}/profile/picture`;
      const form = new FormData();
      const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
        .png()
        .toBuffer();
      form.append('profilePicture', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
      const response = await fetch(`${appUrl}/api/${role}/profile/picture`, {
        method: 'POST',
        headers: { authorization: `Bearer ${role === 'student' ? asStudent.token : asTeacher.token}` },
        body: form,
      });
      expect(response.status, route).toBe(200);
      walked.add(route);
      failures.push(...nonIsoTimes(await response.json(), route));
    }
    await walk('GET /teacher/list', '/teacher/list', asStudent);
    await walk('GET /student/list', '/student/list', asTeacher);
    await walk('POST /message/send', '/message/send', {
      ...asStudent,
      body: { content: 'Hello', receiver: teacher.uid, receiverModel: 'teacher' },
    });
    await walk('GET /message/thread/:contactId', `/message/thread/${teacher.uid}`, asStudent);
    await walk('GET /mail-preferences', '/mail-preferences', asStudent);
    await walk('PUT /mail-preferences', '/mail-preferences', {
      ...asStudent,
      method: 'PUT',
      body: { bookingRequests: true, decisions: true, reminders: true, messages: true, account: true },
    });
    await walk('POST /message/read/:contactId', `/message/read/${teacher.uid}`, {
      ...asStudent,
      method: 'POST',
    });

    // The lifecycle beyond the spec: office hours, a move, and a cancel from each side.
    const day = istDateFromToday(3);
    const series = await walk<{ seriesId: string }>('POST /teacher/office-hours', '/teacher/office-hours', {
      ...asTeacher,
      body: {
        days: [0, 1, 2, 3, 4, 5, 6],
        startTime: '10:00',
        endTime: '11:00',
        slotMinutes: 60,
        fromDate: day,
        untilDate: day,
      },
    });
    await walk('GET /teacher/office-hours', '/teacher/office-hours', asTeacher);
    await walk('DELETE /teacher/office-hours/:id', `/teacher/office-hours/${series.body.data?.seriesId}`, {
      ...asTeacher,
      method: 'DELETE',
    });
    const bookedId = booked.body.data?._id ?? '';
    await walk('POST /student/appointments/:id/reschedule', `/student/appointments/${bookedId}/reschedule`, {
      ...asStudent,
      body: { bookingType: 'custom_request', dateTime: hoursFromNow(60) },
    });
    await callApi(`/teacher/appointments/${bookedId}`, {
      ...asTeacher,
      method: 'PUT',
      body: { status: 'approved' },
    });
    await walk('POST /teacher/appointments/:id/cancel', `/teacher/appointments/${bookedId}/cancel`, {
      ...asTeacher,
      body: { reason: 'Unwell' },
    });
    const request = await callApi<{ _id: string }>('/student/book', {
      ...asStudent,
      body: {
        teacherId: teacher.uid,
        dateTime: hoursFromNow(70),
        purpose: 'Again',
        bookingType: 'custom_request',
      },
    });
    await walk(
      'POST /student/appointments/:id/cancel',
      `/student/appointments/${request.body.data?._id}/cancel`,
      {
        ...asStudent,
        body: {},
      },
    );

    const other = await signedInAccount('student');
    const otherTeacher = await registerAccount('teacher');
    await walk('PUT /admin/suspend-student/:id', `/admin/suspend-student/${other.uid}`, {
      ...asAdmin,
      method: 'PUT',
    });
    await walk('PUT /admin/suspend-teacher/:id', `/admin/suspend-teacher/${otherTeacher.uid}`, {
      ...asAdmin,
      method: 'PUT',
    });
    await walk('GET /admin/dashboard-stats', '/admin/dashboard-stats', asAdmin);
    await walk('GET /admin/users', '/admin/users', asAdmin);
    await walk('GET /admin/students', '/admin/students', asAdmin);
    await walk('GET /admin/teachers', '/admin/teachers', asAdmin);
    await walk('GET /admin/students/counts', '/admin/students/counts', asAdmin);
    await walk('GET /admin/teachers/counts', '/admin/teachers/counts', asAdmin);
    await walk('PUT /admin/approve-student/:id', `/admin/approve-student/${other.uid}`, {
      ...asAdmin,
      method: 'PUT',
    });
    await walk('PUT /admin/approve-teacher/:id', `/admin/approve-teacher/${otherTeacher.uid}`, {
      ...asAdmin,
      method: 'PUT',
    });
    await walk('POST /admin/teacher', '/admin/teacher', {
      ...asAdmin,
      body: {
        name: 'Iso Added',
        email: uniqueEmail('iso-added'),
        password: 'Str0ng!Pass',
        department: 'Maths',
        subject: 'Algebra',
      },
    });
    await walk('DELETE /admin/student/:id', `/admin/student/${other.uid}`, { ...asAdmin, method: 'DELETE' });
    await walk('DELETE /admin/teacher/:id', `/admin/teacher/${otherTeacher.uid}`, {
      ...asAdmin,
      method: 'DELETE',
    });

    // The bulk decisions answer counts only; an id that names nobody changes nothing.
    for (const list of ['students', 'teachers'] as const) {
      await walk(`POST /admin/${list}/bulk`, `/admin/${list}/bulk`, {
        ...asAdmin,
        body: { action: 'approve', ids: ['nobody-at-all'] },
      });
    }
    await walk('GET /admin/settings', '/admin/settings', asAdmin);
    const settings = await callApi<{ booking: { maxDaysAhead: number } }>('/admin/settings', asAdmin);
    await walk('PUT /admin/settings', '/admin/settings', {
      ...asAdmin,
      method: 'PUT',
      body: { booking: { maxDaysAhead: settings.body.data?.booking.maxDaysAhead } },
    });
    // This wave's calls: the session record (on a session of its own, the clock moved to its start),
    // notifications, calendars, the day's shape, booking pauses and rosters.
    const session = await callApi<{ _id: string; dateTime: string }>('/student/book', {
      ...asStudent,
      body: {
        teacherId: teacher.uid,
        dateTime: hoursFromNow(50),
        purpose: 'Record',
        bookingType: 'custom_request',
      },
    });
    const sessionId = session.body.data?._id ?? '';
    const start = Date.parse(session.body.data?.dateTime ?? '');
    await callApi(`/teacher/appointments/${sessionId}`, {
      ...asTeacher,
      method: 'PUT',
      body: { status: 'approved' },
    });
    try {
      await setClockTo(new Date(start - 5 * 60_000));
      await walk('POST /student/appointments/:id/check-in', `/student/appointments/${sessionId}/check-in`, {
        ...asStudent,
        body: {},
      });
      await setClockTo(new Date(start + 5 * 60_000));
      await walk(
        'PUT /teacher/appointments/:id/attendance',
        `/teacher/appointments/${sessionId}/attendance`,
        {
          ...asTeacher,
          method: 'PUT',
          body: { attendance: 'attended' },
        },
      );
      const notes = { privateNote: 'Private', summary: { covered: 'Lenses', nextSteps: 'Read 3.1' } };
      await walk('PUT /teacher/appointments/:id/notes', `/teacher/appointments/${sessionId}/notes`, {
        ...asTeacher,
        method: 'PUT',
        body: { ...notes, publishSummary: true },
      });
      await walk(
        'GET /teacher/appointments/:id/notes',
        `/teacher/appointments/${sessionId}/notes`,
        asTeacher,
      );
      await walk(
        'GET /teacher/students/:id/sessions',
        `/teacher/students/${student.uid}/sessions`,
        asTeacher,
      );
      await walk('POST /teacher/appointments/:id/follow-up', `/teacher/appointments/${sessionId}/follow-up`, {
        ...asTeacher,
        body: { bookingType: 'custom_request', dateTime: hoursFromNow(50 + 72), purpose: 'Read 3.1' },
      });
    } finally {
      await setClockOffset(0);
    }

    await walk('GET /notifications', '/notifications', asStudent);
    await walk('POST /notifications/read', '/notifications/read', { ...asStudent, body: { all: true } });
    // Web push (on for the local stack): a device registered, listed and removed.
    await walk('GET /notifications/push', '/notifications/push', asStudent);
    const device = await walk<{ device: { _id: string } }>(
      'POST /notifications/devices',
      '/notifications/devices',
      {
        ...asStudent,
        body: { token: `iso-times-device-${Date.now()}`, label: 'Iso phone' },
      },
    );
    await walk('GET /notifications/devices', '/notifications/devices', asStudent);
    await walk(
      'DELETE /notifications/devices/:deviceId',
      `/notifications/devices/${device.body.data?.device._id}`,
      {
        ...asStudent,
        method: 'DELETE',
      },
    );
    await walk('GET /calendar/feed', '/calendar/feed', asStudent);
    await walk('POST /calendar/feed/rotate', '/calendar/feed/rotate', { ...asStudent, body: {} });
    await walk('PUT /teacher/busy-calendar', '/teacher/busy-calendar', {
      ...asTeacher,
      method: 'PUT',
      body: { url: null },
    });
    await walk('GET /teacher/busy-calendar', '/teacher/busy-calendar', asTeacher);
    await walk('POST /teacher/busy-calendar/refresh', '/teacher/busy-calendar/refresh', {
      ...asTeacher,
      body: {},
    });
    const shape = await walk<Record<string, unknown>>(
      'GET /teacher/day-shape',
      '/teacher/day-shape',
      asTeacher,
    );
    await walk('PUT /teacher/day-shape', '/teacher/day-shape', {
      ...asTeacher,
      method: 'PUT',
      body: shape.body.data,
    });

    // Group sessions and waitlists: a full two-seat slot, two in its line, one seat freed.
    const groupTime = hoursFromNow(60);
    const attendees = await Promise.all([signedInAccount('student'), signedInAccount('student')]);
    const waiters = await Promise.all([signedInAccount('student'), signedInAccount('student')]);
    await callApi('/teacher/availability', {
      ...asTeacher,
      body: { slots: [{ dateTime: groupTime, capacity: 2 }] },
    });
    const seats = await Promise.all(
      attendees.map((attendee) =>
        callApi<{ _id: string }>('/student/book', {
          token: attendee.token,
          body: {
            teacherId: teacher.uid,
            dateTime: groupTime,
            purpose: 'Review',
            bookingType: 'slot_booking',
          },
        }),
      ),
    );
    for (const waiter of waiters) {
      await walk('POST /student/waitlist', '/student/waitlist', {
        token: waiter.token,
        body: { teacherId: teacher.uid, dateTime: groupTime },
      });
    }
    const groupSession = `/teacher/sessions/${encodeURIComponent(slotKey(groupTime))}`;
    await walk('POST /teacher/sessions/:slotId/message', `${groupSession}/message`, {
      ...asTeacher,
      body: { message: 'See you there' },
    });
    await callApi(`/student/appointments/${seats[0]?.body.data?._id}/cancel`, {
      token: attendees[0]?.token,
      body: {},
    });
    const lines = async (index: number) =>
      (
        await walk<{ _id: string; offer: { offerId: string } | null }[]>(
          'GET /student/waitlist',
          '/student/waitlist',
          {
            token: waiters[index]?.token,
          },
        )
      ).body.data ?? [];
    const [firstOffer] = await lines(0);
    await walk(
      'POST /student/waitlist/offers/:id/pass',
      `/student/waitlist/offers/${firstOffer?.offer?.offerId}/pass`,
      {
        token: waiters[0]?.token,
        method: 'POST',
      },
    );
    const [secondOffer] = await lines(1);
    await walk(
      'POST /student/waitlist/offers/:id/accept',
      `/student/waitlist/offers/${secondOffer?.offer?.offerId}/accept`,
      { token: waiters[1]?.token, method: 'POST' },
    );
    // The one who passed waits again for the (again full) session, then leaves.
    const again = await walk<{ _id: string }>('POST /student/waitlist', '/student/waitlist', {
      token: waiters[0]?.token,
      body: { teacherId: teacher.uid, dateTime: groupTime },
    });
    await walk('DELETE /student/waitlist/:id', `/student/waitlist/${again.body.data?._id}`, {
      token: waiters[0]?.token,
      method: 'DELETE',
    });
    // Nobody waits any more: the seats the teacher adds stay free.
    await walk('PUT /teacher/sessions/:slotId/capacity', `${groupSession}/capacity`, {
      ...asTeacher,
      method: 'PUT',
      body: { capacity: 12 },
    });
    await walk('POST /teacher/sessions/:slotId/cancel', `${groupSession}/cancel`, {
      ...asTeacher,
      body: { reason: 'Exam moved' },
    });

    const now = new Date();
    await storedDoc.student(student.uid).update({
      bookingPause: { until: new Date(now.getTime() + 86_400_000), since: now, causes: [] },
    });
    await walk('GET /admin/booking-pauses', '/admin/booking-pauses', asAdmin);
    await walk('DELETE /admin/booking-pauses/:id', `/admin/booking-pauses/${student.uid}`, {
      ...asAdmin,
      method: 'DELETE',
    });

    const rosters = {
      students: `Name,Email\nIso Rostered,${uniqueEmail('iso-roster')}\n`,
      teachers: `Name,Email,Department,Subject\nIso Rostered,${uniqueEmail('iso-roster')},Physics,Optics\n`,
    };
    for (const [list, csv] of Object.entries(rosters)) {
      const route = `POST /admin/roster/${list}`;
      const response = await fetch(`${appUrl}/api/admin/roster/${list}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'text/csv' },
        body: csv,
      });
      expect(response.status, route).toBe(200);
      walked.add(route);
      failures.push(...nonIsoTimes(await response.json(), route));
      await walk(`POST /admin/roster/${list}/suspend-absent`, `/admin/roster/${list}/suspend-absent`, {
        ...asAdmin,
        body: { ids: ['nobody-at-all'] },
      });
    }

    // The insights carry calendar days (`YYYY-MM-DD`), never instants.
    const year = new Date().getUTCFullYear();
    const range = `from=${year}-01-01&to=${year}-12-31`;
    await walk('GET /admin/insights', `/admin/insights?${range}`, asAdmin);
    await walk('GET /teacher/insights', `/teacher/insights?${range}`, asTeacher);

    // The audit log holds the approvals and deletions above: each entry's `at` is checked.
    const audit = await walk<{ entries: unknown[] }>('GET /admin/audit', '/admin/audit', asAdmin);
    expect(audit.body.data?.entries.length).toBeGreaterThan(0);
    expect(failures).toEqual([]);
    const unwalked = registeredRoutes().filter((route) => !walked.has(route) && !notWalked.has(route));
    expect(unwalked).toEqual([]);
  });
});
