// Notification mails on the local stack: the API queues each in `mail` within the change's
// transaction, the deliverMail trigger sends it to the stack's mail sink, and these tests read it there.
import {
  collections,
  DISPLAY_TIME_ZONE,
  formatDateTime,
  notificationTexts,
  sessionEndMillis,
} from '@appointments/domain';
import ICAL from 'ical.js';
import { afterEach, describe, expect, it } from 'vitest';
import { registerAccount, type SignedIn, signedInAccount, signedInAdmin } from '../support/accounts';
import { adminDb, setClockOffset } from '../support/admin';
import { callApi } from '../support/api';
import { mailsWithSubject, refuseMailTo } from '../support/mail';
import { appUrl } from '../support/stack-env';
import { hoursFromNow } from '../support/time';

interface AppointmentBody {
  _id: string;
}

async function bookSlot(student: SignedIn, teacher: SignedIn, dateTime: string, purpose: string) {
  const added = await callApi('/teacher/availability', { token: teacher.token, body: { slots: [dateTime] } });
  expect(added.status).toBe(201);
  const booked = await callApi<AppointmentBody>('/student/book', {
    token: student.token,
    body: { teacherId: teacher.uid, dateTime, purpose, bookingType: 'slot_booking' },
  });
  expect(booked.status).toBe(201);
  return booked.body.data?._id ?? '';
}

async function decide(teacher: SignedIn, id: string, status: 'approved' | 'canceled') {
  const answer = await callApi(`/teacher/appointments/${id}`, {
    method: 'PUT',
    token: teacher.token,
    body: { status },
  });
  expect(answer.status).toBe(200);
}

/** The one mail expected, checked to be the only one with that subject. */
async function onlyMail(to: string, subject: string) {
  const mails = await mailsWithSubject(to, subject);
  expect(mails).toHaveLength(1);
  const [mail] = mails;
  if (!mail) throw new Error('unreachable');
  return mail;
}

// The first mail starts the trigger's worker in the Functions emulator: slow on a busy machine.
describe('appointment notification mails', { timeout: 150_000 }, () => {
  it('tells the teacher of a slot booking and of a custom request, with the IST time and a review link', async () => {
    const teacher = await signedInAccount('teacher', { name: 'Dr Mail Teacher', subject: 'Optics' });
    const student = await signedInAccount('student', { name: 'Mail Student' });
    const slot = hoursFromNow(50);
    await bookSlot(student, teacher, slot, 'Lens design review');

    const subject = notificationTexts.bookingRequest.subject('Mail Student');
    const mail = await onlyMail(teacher.email, subject);
    expect(mail.text).toContain(notificationTexts.bookingRequest.slotIntro('Mail Student'));
    expect(mail.text).toContain(`When: ${formatDateTime(slot)}`);
    expect(formatDateTime(slot)).toMatch(/ at \d{1,2}:\d{2} (AM|PM)$/);
    expect(mail.text).toContain('Purpose: Lens design review');
    expect(mail.text).toContain(`Review request: ${appUrl}/teacher/dashboard`);
    // The HTML part's one button goes to the same place, with the same words.
    const button = /<a [^>]*href="([^"]+)"[^>]*>(?:(?!<\/a>)[\s\S])*Review request/.exec(mail.html);
    expect(button?.[1]).toBe(`${appUrl}/teacher/dashboard`);

    const custom = hoursFromNow(75, 30);
    const requested = await callApi('/student/book', {
      token: student.token,
      body: {
        teacherId: teacher.uid,
        dateTime: custom,
        purpose: 'Thesis chat',
        bookingType: 'custom_request',
      },
    });
    expect(requested.status).toBe(201);
    const mails = await mailsWithSubject(teacher.email, subject);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.text).toContain(notificationTexts.bookingRequest.customIntro('Mail Student'));
    expect(mails[1]?.text).toContain(`When: ${formatDateTime(custom)}`);
  });

  it('sends the student one approval mail with an .ics invitation in Asia/Kolkata', async () => {
    const teacher = await signedInAccount('teacher', { name: 'Dr Invite', subject: 'Physics' });
    const student = await signedInAccount('student', { name: 'Invited Student' });
    const slot = hoursFromNow(30);
    const id = await bookSlot(student, teacher, slot, 'Lab report');
    await decide(teacher, id, 'approved');

    const mail = await onlyMail(student.email, notificationTexts.approved.subject('Dr Invite'));
    expect(mail.text).toContain(`When: ${formatDateTime(slot)}`);
    expect(mail.text).toContain(`${appUrl}/student/dashboard`);
    expect(mail.attachments).toHaveLength(1);
    const [invite] = mail.attachments;
    expect(invite?.filename).toBe('invite.ics');
    expect(invite?.contentType).toMatch(/^text\/calendar/);
    // The raw MIME carries the invitation as a mail client receives it.
    expect(mail.raw).toMatch(/Content-Type: text\/calendar/i);

    const calendar = new ICAL.Component(ICAL.parse(invite?.content ?? ''));
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    const vtimezone = calendar.getFirstSubcomponent('vtimezone');
    expect(vtimezone?.getFirstPropertyValue('tzid')).toBe(DISPLAY_TIME_ZONE);
    if (vtimezone) ICAL.TimezoneService.register(vtimezone);
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined);
    expect(event.uid).toBe(`appointment-${id}@college-appointments`);
    expect(event.component.getFirstProperty('dtstart')?.getParameter('tzid')).toBe(DISPLAY_TIME_ZONE);
    expect(event.startDate.toJSDate().toISOString()).toBe(slot);
    expect(event.endDate.toJSDate().getTime()).toBe(sessionEndMillis({ dateTime: slot }));
    // The wall-clock time in the file is India's, whatever zone this machine is in.
    expect(formatDateTime(slot)).toContain(
      `${event.startDate.hour % 12 || 12}:${String(event.startDate.minute).padStart(2, '0')}`,
    );
  });

  it('sends the student one mail when the request is declined', async () => {
    const teacher = await signedInAccount('teacher', { name: 'Dr Decline', subject: 'Maths' });
    const student = await signedInAccount('student', { name: 'Declined Student' });
    const slot = hoursFromNow(40);
    const id = await bookSlot(student, teacher, slot, 'Exam doubts');
    await decide(teacher, id, 'canceled');

    const mail = await onlyMail(student.email, notificationTexts.declined.subject('Dr Decline'));
    expect(mail.text).toContain(`Requested time: ${formatDateTime(slot)}`);
    expect(mail.attachments).toEqual([]);
    expect(
      await mailsWithSubject(student.email, notificationTexts.approved.subject('Dr Decline'), 0),
    ).toEqual([]);
  });
});

describe('lifecycle mails', { timeout: 150_000 }, () => {
  it('withdraws the calendar entry when the teacher calls off an approved session, with the reason', async () => {
    const teacher = await signedInAccount('teacher', { name: 'Dr Calloff', subject: 'Botany' });
    const student = await signedInAccount('student', { name: 'Called Off Student' });
    const slot = hoursFromNow(30);
    const id = await bookSlot(student, teacher, slot, 'Field notes');
    await decide(teacher, id, 'approved');
    const canceled = await callApi(`/teacher/appointments/${id}/cancel`, {
      token: teacher.token,
      body: { reason: 'Unwell this week' },
    });
    expect(canceled.status).toBe(200);

    const invite = await onlyMail(student.email, notificationTexts.approved.subject('Dr Calloff'));
    const mail = await onlyMail(student.email, notificationTexts.canceledByTeacher.subject('Dr Calloff'));
    expect(mail.text).toContain(`When: ${formatDateTime(slot)}`);
    expect(mail.text).toContain('Reason: Unwell this week');
    const [cancel] = mail.attachments;
    expect(cancel?.contentType).toMatch(/^text\/calendar/);
    const withdrawn = new ICAL.Component(ICAL.parse(cancel?.content ?? ''));
    const invited = new ICAL.Component(ICAL.parse(invite.attachments[0]?.content ?? ''));
    expect(withdrawn.getFirstPropertyValue('method')).toBe('CANCEL');
    const withdrawnEvent = withdrawn.getFirstSubcomponent('vevent');
    expect(withdrawnEvent?.getFirstPropertyValue('uid')).toBe(`appointment-${id}@college-appointments`);
    expect(withdrawnEvent?.getFirstPropertyValue('uid')).toBe(
      invited.getFirstSubcomponent('vevent')?.getFirstPropertyValue('uid'),
    );
    expect(withdrawnEvent?.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(Number(withdrawnEvent?.getFirstPropertyValue('sequence'))).toBeGreaterThan(
      Number(invited.getFirstSubcomponent('vevent')?.getFirstPropertyValue('sequence') ?? 0),
    );
  });

  it("tells the teacher of a student's cancellation and of a move to a new time", async () => {
    const teacher = await signedInAccount('teacher', { name: 'Dr Moved', subject: 'Geology' });
    const student = await signedInAccount('student', { name: 'Moving Student' });
    const [first, second] = [hoursFromNow(30), hoursFromNow(54)];
    const id = await bookSlot(student, teacher, first, 'Rock samples');
    const moved = await callApi(`/student/appointments/${id}/reschedule`, {
      token: student.token,
      body: { bookingType: 'custom_request', dateTime: second },
    });
    expect(moved.status).toBe(200);
    const moveMail = await onlyMail(teacher.email, notificationTexts.rescheduled.subject('Moving Student'));
    expect(moveMail.text).toContain(`Previous time: ${formatDateTime(first)}`);
    expect(moveMail.text).toContain(`New time: ${formatDateTime(second)}`);
    expect(moveMail.text).toContain(`${appUrl}/teacher/dashboard`);

    const canceled = await callApi(`/student/appointments/${id}/cancel`, {
      token: student.token,
      body: { reason: 'Exam moved' },
    });
    expect(canceled.status).toBe(200);
    const cancelMail = await onlyMail(
      teacher.email,
      notificationTexts.canceledByStudent.subject('Moving Student'),
    );
    expect(cancelMail.text).toContain(`When: ${formatDateTime(second)}`);
    expect(cancelMail.text).toContain('Reason: Exam moved');
  });
});

describe('automatic update mails', { timeout: 150_000 }, () => {
  afterEach(async () => {
    await setClockOffset(0);
  });

  it('tells the student of a completed session, and both sides of a request canceled as its time passed', async () => {
    const teacher = await signedInAccount('teacher', { name: 'Dr Auto', subject: 'History' });
    const attended = await signedInAccount('student', { name: 'Attending Student' });
    const waiting = await signedInAccount('student', { name: 'Waiting Requester' });
    const session = hoursFromNow(2);
    const request = hoursFromNow(3);
    await decide(teacher, await bookSlot(attended, teacher, session, 'Essay'), 'approved');
    await bookSlot(waiting, teacher, request, 'Sources');

    await setClockOffset(4 * 3_600_000);
    const run = await callApi('/internal/run-automatic-updates', { method: 'POST', body: {} });
    expect(run.status).toBe(200);

    const completed = await onlyMail(attended.email, notificationTexts.autoCompleted.subject('Dr Auto'));
    expect(completed.text).toContain(`When: ${formatDateTime(session)}`);
    const t = notificationTexts.autoCanceled;
    const toStudent = await onlyMail(waiting.email, t.studentSubject('Dr Auto'));
    expect(toStudent.text).toContain(`Requested time: ${formatDateTime(request)}`);
    const toTeacher = await onlyMail(teacher.email, t.teacherSubject('Waiting Requester'));
    expect(toTeacher.text).toContain(t.teacherIntro('Waiting Requester'));
    expect(toTeacher.text).toContain(`${appUrl}/teacher/dashboard`);
    // The completed session tells the teacher nothing.
    expect(await mailsWithSubject(teacher.email, t.teacherSubject('Attending Student'), 0)).toEqual([]);
  });
});

describe('account notification mails', { timeout: 150_000 }, () => {
  it('tells a person their account was approved, then suspended', async () => {
    const admin = await signedInAdmin();
    const account = await registerAccount('student', { name: 'Waiting Student' });
    const approved = await callApi(`/admin/approve-student/${account.uid}`, {
      method: 'PUT',
      token: admin.token,
    });
    expect(approved.status).toBe(200);
    const approval = await onlyMail(account.email, notificationTexts.accountApproved.subject);
    expect(approval.text).toContain(`Log in: ${appUrl}/login`);

    const suspended = await callApi(`/admin/suspend-student/${account.uid}`, {
      method: 'PUT',
      token: admin.token,
    });
    expect(suspended.status).toBe(200);
    const suspension = await onlyMail(account.email, notificationTexts.accountSuspended.subject);
    expect(suspension.text).toContain(notificationTexts.accountSuspended.intro);
  });
});

describe('mail delivery', { timeout: 150_000 }, () => {
  it('records ERROR when the SMTP server refuses, retries, and then delivers exactly once', async () => {
    const teacher = await signedInAccount('teacher', { name: 'Dr Retry', subject: 'Chemistry' });
    const student = await signedInAccount('student', { name: 'Retry Student' });
    await refuseMailTo(teacher.email, 1);
    const id = await bookSlot(student, teacher, hoursFromNow(60), 'Titration');

    const queued = await adminDb.collection(collections.mail).where('to', '==', teacher.email).get();
    expect(queued.size).toBe(1);
    const ref = queued.docs[0]?.ref;
    if (!ref) throw new Error('unreachable');
    const states = new Set<string>();
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline) {
      const delivery = (await ref.get()).get('delivery') as { state: string } | undefined;
      if (delivery) states.add(delivery.state);
      if (delivery?.state === 'SUCCESS') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(states).toContain('ERROR');
    const delivery = (await ref.get()).get('delivery') as { state: string; attempts: number; error: unknown };
    expect(delivery).toMatchObject({ state: 'SUCCESS', attempts: 2, error: null });
    const mail = await onlyMail(teacher.email, notificationTexts.bookingRequest.subject('Retry Student'));
    expect(mail.text).toContain('Titration');
    expect(id).not.toBe('');
  });
});
