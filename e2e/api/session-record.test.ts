// The session record through the API: the windows' edges as the routes answer them, the roles and
// the 404 for someone else's session, the notes kept from everyone but their author, and the no-show
// policy from the college's settings (pause, the booking's 409 naming its end, the admin's list, a
// correction lifting it, and the setting's off switch). The rules' edges to the minute are in
// functions/test/session-record.test.ts.
import {
  type Appointment,
  defaultCollegeSettings,
  SESSION_TEXT_MAX_LENGTH,
  sessionRecordErrors,
} from '@appointments/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { signedInAccount, signedInAdmin } from '../support/accounts';
import { setClockOffset, storedDoc } from '../support/admin';
import { callApi } from '../support/api';
import { decide, requestCustom } from '../support/lifecycle';
import { mailsWithSubject } from '../support/mail';
import { checkIn, markAttendance, minutesFrom, putNotes, setClockTo } from '../support/session-record';
import { hoursFromNow } from '../support/time';

afterEach(async () => {
  await setClockOffset(0);
});

afterAll(async () => {
  const admin = await signedInAdmin();
  await callApi('/admin/settings', { method: 'PUT', token: admin.token, body: defaultCollegeSettings() });
});

const approved = async (
  student: Awaited<ReturnType<typeof signedInAccount>>,
  teacher: Awaited<ReturnType<typeof signedInAccount>>,
  hours: number,
) => {
  const booked = await requestCustom(student, teacher, hoursFromNow(hours));
  const id = booked.body.data?._id ?? '';
  expect((await decide(teacher, id, 'approved')).status).toBe(200);
  return { id, start: booked.body.data?.dateTime ?? '' };
};

describe('attendance and check-in', () => {
  it("answers the windows' edges, the roles and someone else's session", async () => {
    const [teacher, other, student] = await Promise.all([
      signedInAccount('teacher'),
      signedInAccount('teacher'),
      signedInAccount('student'),
    ]);
    const { id, start } = await approved(student, teacher, 2);

    await setClockTo(minutesFrom(start, -11));
    const early = await checkIn(student, id);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(sessionRecordErrors.checkInWindow);
    const beforeStart = await markAttendance(teacher, id, 'attended');
    expect(beforeStart.status).toBe(409);
    expect(beforeStart.body.message).toBe(
      "Attendance can be recorded from the session's start until 7 days after it",
    );

    await setClockTo(new Date(minutesFrom(start, -10).getTime() + 2_000));
    const here = await checkIn(student, id);
    expect(here.status).toBe(200);
    expect(here.body.data?.checkedInAt).toEqual(expect.any(String));
    expect((await checkIn(student, id)).body.data?.checkedInAt).toBe(here.body.data?.checkedInAt);

    await setClockTo(minutesFrom(start, 1));
    expect((await markAttendance(other, id, 'attended')).status).toBe(404);
    expect((await checkIn(teacher, id)).status).toBe(403);
    const invalid = await markAttendance(teacher, id, 'absent');
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual({ attendance: sessionRecordErrors.attendanceInvalid });
    const marked = await markAttendance(teacher, id, 'late');
    expect(marked.status).toBe(200);
    expect(marked.body.data).toMatchObject({ attendance: 'late', checkedInAt: here.body.data?.checkedInAt });

    await setClockTo(minutesFrom(start, 7 * 24 * 60 + 1));
    const tooLate = await markAttendance(teacher, id, 'attended');
    expect(tooLate.status).toBe(409);
    expect(tooLate.body.message).toBe(sessionRecordErrors.attendanceWindow);

    const mine = await callApi<Appointment[]>('/student/appointments', { token: student.token });
    expect(mine.body.data?.find((a) => a._id === id)).toMatchObject({ attendance: 'late', summary: null });
  });
});

describe('notes and the summary', () => {
  it('publishes the summary to the student and keeps the private note from everyone else', async () => {
    const [teacher, other, student, admin] = await Promise.all([
      signedInAccount('teacher'),
      signedInAccount('teacher'),
      signedInAccount('student'),
      signedInAdmin(),
    ]);
    const { id, start } = await approved(student, teacher, 2);
    await setClockTo(minutesFrom(start, 40));

    const tooLong = await putNotes(teacher, id, { privateNote: 'x'.repeat(SESSION_TEXT_MAX_LENGTH + 1) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors).toEqual({ privateNote: sessionRecordErrors.noteTooLong });

    const saved = await putNotes(teacher, id, {
      privateNote: 'Confuses limits with continuity',
      summary: { covered: 'Limits', nextSteps: 'Exercises 3.1 to 3.4' },
      publishSummary: true,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data?.appointment.summary).toMatchObject({ nextSteps: 'Exercises 3.1 to 3.4' });
    expect(JSON.stringify(saved.body.data?.appointment)).not.toContain('Confuses');

    const mine = await callApi<Appointment[]>('/student/appointments', { token: student.token });
    const card = mine.body.data?.find((a) => a._id === id);
    expect(card?.summary).toMatchObject({ covered: 'Limits', nextSteps: 'Exercises 3.1 to 3.4' });
    expect(JSON.stringify(mine.body)).not.toContain('Confuses');

    expect((await callApi(`/teacher/appointments/${id}/notes`, { token: student.token })).status).toBe(403);
    expect((await callApi(`/teacher/appointments/${id}/notes`, { token: admin.token })).status).toBe(403);
    expect((await callApi(`/teacher/appointments/${id}/notes`, { token: other.token })).status).toBe(404);
    const own = await callApi<{ privateNote: string }>(`/teacher/appointments/${id}/notes`, {
      token: teacher.token,
    });
    expect(own.body.data?.privateNote).toBe('Confuses limits with continuity');
    const history = await callApi<Array<{ privateNote: string }>>(
      `/teacher/students/${student.uid}/sessions`,
      {
        token: teacher.token,
      },
    );
    expect(history.body.data?.map((past) => past.privateNote)).toEqual(['Confuses limits with continuity']);

    const mails = await mailsWithSubject(student.email, `${teacher.name} shared a summary of your session`);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('Exercises 3.1 to 3.4');
    expect(mails[0]?.text).not.toContain('Confuses');
  });
});

describe('the no-show policy', () => {
  it('pauses at the third no-show, names the end in the booking answer, and lifts on a correction', async () => {
    const [teacher, second, student, admin] = await Promise.all([
      signedInAccount('teacher'),
      signedInAccount('teacher'),
      signedInAccount('student'),
      signedInAdmin(),
    ]);
    const sessions = [
      await approved(student, teacher, 2),
      await approved(student, teacher, 3),
      await approved(student, second, 4),
    ];
    await setClockTo(new Date(Date.parse(hoursFromNow(5))));
    for (const [index, session] of sessions.entries()) {
      const owner = index === 2 ? second : teacher;
      expect((await markAttendance(owner, session.id, 'no_show')).status).toBe(200);
    }

    const pause = (await storedDoc.student(student.uid).get()).get('bookingPause') as { until: Timestamp };
    expect(pause.until).toBeInstanceOf(Timestamp);
    const refused = await requestCustom(student, second, hoursFromNow(8));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(sessionRecordErrors.bookingPaused(pause.until.toDate()));
    expect(await mailsWithSubject(student.email, 'Your new bookings are paused')).toHaveLength(1);
    const listed = await callApi<Array<{ _id: string }>>('/admin/booking-pauses', { token: admin.token });
    expect(listed.body.data?.map((paused) => paused._id)).toContain(student.uid);
    expect((await callApi('/admin/booking-pauses', { token: student.token })).status).toBe(403);

    expect((await markAttendance(teacher, sessions[0]?.id ?? '', 'attended')).status).toBe(200);
    expect((await storedDoc.student(student.uid).get()).get('bookingPause')).toBeNull();
    expect((await requestCustom(student, second, hoursFromNow(8))).status).toBe(201);
    const lift = await callApi(`/admin/booking-pauses/${student.uid}`, {
      method: 'DELETE',
      token: admin.token,
    });
    expect(lift.status).toBe(404);

    // With the policy off, the same third no-show records but never pauses.
    const off = await callApi('/admin/settings', {
      method: 'PUT',
      token: admin.token,
      body: { noShow: { enabled: false } },
    });
    expect(off.status).toBe(200);
    expect((await markAttendance(teacher, sessions[0]?.id ?? '', 'no_show')).status).toBe(200);
    expect((await storedDoc.student(student.uid).get()).get('bookingPause')).toBeNull();
  });
});
