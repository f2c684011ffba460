// Reminders of approved sessions on the local stack: the test moves the stack's clock and runs the
// scheduled job's code through the internal route, as the stack's own interval does every minute.
import { formatDateTime, notificationTexts } from '@appointments/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { type SignedIn, signedInAccount } from '../support/accounts';
import { setClockOffset } from '../support/admin';
import { callApi } from '../support/api';
import { mailsTo, mailsWithSubject } from '../support/mail';
import { hoursFromNow } from '../support/time';

async function bookAndDecide(
  student: SignedIn,
  teacher: SignedIn,
  dateTime: string,
  status: 'approved' | 'canceled',
) {
  expect(
    (await callApi('/teacher/availability', { token: teacher.token, body: { slots: [dateTime] } })).status,
  ).toBe(201);
  const booked = await callApi<{ _id: string }>('/student/book', {
    token: student.token,
    body: { teacherId: teacher.uid, dateTime, purpose: 'Reminder check', bookingType: 'slot_booking' },
  });
  expect(booked.status).toBe(201);
  const decided = await callApi(`/teacher/appointments/${booked.body.data?._id}`, {
    method: 'PUT',
    token: teacher.token,
    body: { status },
  });
  expect(decided.status).toBe(200);
}

async function runReminders() {
  const run = await callApi('/internal/run-reminders', { method: 'POST', body: {} });
  expect(run.status).toBe(200);
}

afterEach(async () => {
  await setClockOffset(0);
});

describe('session reminders', { timeout: 150_000 }, () => {
  it('reminds both sides 24 hours and 1 hour before, once each, and never for a canceled session', async () => {
    const teacher = await signedInAccount('teacher', { name: 'Dr Remind', subject: 'Biology' });
    const student = await signedInAccount('student', { name: 'Reminded Student' });
    const other = await signedInAccount('student', { name: 'Canceled Student' });
    const session = hoursFromNow(30);
    await bookAndDecide(student, teacher, session, 'approved');
    await bookAndDecide(other, teacher, hoursFromNow(30, 15), 'canceled');
    const t = notificationTexts.reminder;

    // 23 hours before the session: the day's reminder, however often the job runs.
    await setClockOffset(7 * 3_600_000);
    await runReminders();
    await runReminders();
    const toStudent = await mailsWithSubject(student.email, t.subject('Dr Remind', t.lead.day));
    expect(toStudent).toHaveLength(1);
    expect(toStudent[0]?.text).toContain(`When: ${formatDateTime(session)}`);
    expect(toStudent[0]?.text).toContain(t.intro('Dr Remind', t.lead.day));
    const toTeacher = await mailsWithSubject(teacher.email, t.subject('Reminded Student', t.lead.day));
    expect(toTeacher).toHaveLength(1);
    expect(toTeacher[0]?.text).toContain('/teacher/dashboard');

    // 30 minutes before: the hour's reminder, once; the day's is not repeated.
    await setClockOffset(29.5 * 3_600_000);
    await runReminders();
    await runReminders();
    expect(await mailsWithSubject(student.email, t.subject('Dr Remind', t.lead.hour))).toHaveLength(1);
    expect(await mailsWithSubject(teacher.email, t.subject('Reminded Student', t.lead.hour))).toHaveLength(1);
    expect(await mailsWithSubject(student.email, t.subject('Dr Remind', t.lead.day), 0)).toHaveLength(1);

    // After the session started nothing more goes out.
    await setClockOffset(31 * 3_600_000);
    await runReminders();
    const reminders = (await mailsTo(student.email)).filter((m) => m.subject.startsWith('Reminder'));
    expect(reminders).toHaveLength(2);
    expect((await mailsTo(other.email)).filter((m) => m.subject.startsWith('Reminder'))).toEqual([]);
  });
});
