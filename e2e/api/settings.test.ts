// The college's settings through the API: the whole document with today's rules as defaults, partial
// changes, 400 naming the field, admins only, a change applied from the next request on, and the audit
// log recording it. The file leaves the defaults in place for the files after it (one stack, one document).
import {
  type AuditLogPage,
  type CollegeSettings,
  collections,
  defaultCollegeSettings,
  notificationTexts,
  policyRefusals,
} from '@appointments/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, type SignedIn, signedInAccount, signedInAdmin } from '../support/accounts';
import { adminDb, setClockOffset } from '../support/admin';
import { callApi } from '../support/api';
import { mailsWithSubject } from '../support/mail';
import { hoursFromNow } from '../support/time';

let admin: SignedIn;

async function putSettings(body: unknown, token = admin.token) {
  return callApi<CollegeSettings>('/admin/settings', { method: 'PUT', token, body });
}

async function restoreDefaults() {
  expect((await putSettings(defaultCollegeSettings())).status).toBe(200);
}

beforeAll(async () => {
  admin = await signedInAdmin();
  await restoreDefaults();
});

afterAll(async () => {
  await restoreDefaults();
});

describe('GET and PUT /admin/settings', () => {
  it("answers today's rules as the defaults", async () => {
    await adminDb.collection(collections.settings).doc('college').delete();
    const answer = await callApi<CollegeSettings>('/admin/settings', { token: admin.token });
    expect(answer.status).toBe(200);
    expect(answer.body.data?.booking).toEqual({
      maxOpenPerTeacher: 2,
      maxOpenTotal: 10,
      minNoticeMinutes: 60,
      maxDaysAhead: 90,
      cancelCutoffMinutes: 120,
      defaultSessionMinutes: 30,
      reminderHoursBefore: [24, 1],
    });
    expect(answer.body.data).toEqual(defaultCollegeSettings());
  });

  it('takes any part of the document and answers the whole', async () => {
    const answer = await putSettings({
      booking: { maxDaysAhead: 30 },
      signIn: { allowedDomains: ['college.edu'] },
    });
    expect(answer.status).toBe(200);
    const expected = defaultCollegeSettings();
    expected.booking.maxDaysAhead = 30;
    expected.signIn.allowedDomains = ['college.edu'];
    expect(answer.body.data).toEqual(expected);
    const read = await callApi<CollegeSettings>('/admin/settings', { token: admin.token });
    expect(read.body.data).toEqual(expected);
    await restoreDefaults();
  });

  it.each([
    [{ booking: { minNoticeMinutes: -5 } }, 'booking.minNoticeMinutes'],
    [{ booking: { minNoticeMinutes: 'soon' } }, 'booking.minNoticeMinutes'],
    [{ booking: { colour: 'blue' } }, 'booking.colour'],
    [{ booking: { maxOpenTotal: 1.5 } }, 'booking.maxOpenTotal'],
    [{ booking: { maxOpenPerTeacher: 20, maxOpenTotal: 10 } }, 'booking.maxOpenPerTeacher'],
    [{ booking: { defaultSessionMinutes: 25 } }, 'booking.defaultSessionMinutes'],
    [{ booking: { reminderHoursBefore: [24, 24] } }, 'booking.reminderHoursBefore'],
    [{ signIn: { methods: ['fax'] } }, 'signIn.methods.0'],
    [{ signIn: { allowedDomains: ['not a domain'] } }, 'signIn.allowedDomains.0'],
    [{ registration: { selfRegistration: 'sometimes' } }, 'registration.selfRegistration'],
    [{ registration: { selfRegistration: 'collegeDomains' } }, 'signIn.allowedDomains'],
    [{ registrationLimits: { perAddressPerMinute: 0 } }, 'registrationLimits.perAddressPerMinute'],
  ])('refuses %j with 400 naming %s, and stores nothing', async (body, field) => {
    const answer = await putSettings(body);
    expect(answer.status).toBe(400);
    expect(answer.body.success).toBe(false);
    expect(Object.keys(answer.body.errors ?? {})).toContain(field);
    expect(answer.body.errors?.[field]).toEqual(expect.any(String));
    const read = await callApi<CollegeSettings>('/admin/settings', { token: admin.token });
    expect(read.body.data).toEqual(defaultCollegeSettings());
  });

  it('answers 403 to students and teachers, 401 without a token', async () => {
    const student = await signedInAccount('student');
    const teacher = await signedInAccount('teacher');
    for (const token of [student.token, teacher.token]) {
      expect((await callApi('/admin/settings', { token })).status).toBe(403);
      expect((await putSettings({ booking: { maxOpenTotal: 50 } }, token)).status).toBe(403);
      expect((await callApi('/admin/audit', { token })).status).toBe(403);
    }
    expect((await callApi('/admin/settings', {})).status).toBe(401);
    const read = await callApi<CollegeSettings>('/admin/settings', { token: admin.token });
    expect(read.body.data?.booking.maxOpenTotal).toBe(10);
  });
});

describe('a change applies from the next request on', () => {
  it('refuses a booking 2 hours ahead once the notice is 3 hours, naming 3 hours; allows one 4 hours ahead', async () => {
    const teacher = await signedInAccount('teacher', { name: 'Dr Notice' });
    const student = await signedInAccount('student');
    const soon = hoursFromNow(2);
    const later = hoursFromNow(4);
    const added = await callApi('/teacher/availability', {
      token: teacher.token,
      body: { slots: [soon, later] },
    });
    expect(added.status).toBe(201);

    expect((await putSettings({ booking: { minNoticeMinutes: 180 } })).status).toBe(200);
    const book = (dateTime: string) =>
      callApi('/student/book', {
        token: student.token,
        body: { teacherId: teacher.uid, dateTime, purpose: 'Policy check', bookingType: 'slot_booking' },
      });
    const refused = await book(soon);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Please choose a time at least 3 hours from now');
    expect(refused.body.message).toBe(policyRefusals.noticeTooShort({ minNoticeMinutes: 180 }));

    const custom = await callApi('/student/book', {
      token: student.token,
      body: {
        teacherId: teacher.uid,
        dateTime: hoursFromNow(2, 30),
        purpose: 'A custom time',
        bookingType: 'custom_request',
        place: { kind: 'online' },
      },
    });
    expect(custom.status).toBe(400);
    expect(custom.body.errors?.dateTime).toBe('Please choose a time at least 3 hours from now');

    expect((await book(later)).status).toBe(201);
    await restoreDefaults();
    // Back at 1 hour, the slot 2 hours ahead may be booked again.
    expect((await book(soon)).status).toBe(201);
  });
});

describe('GET /admin/audit', () => {
  it('lists the settings change with before and after, and an approval, newest first', async () => {
    const pending = await registerAccount('student', { name: 'Audited Newcomer' });
    expect(
      (
        await callApi(`/admin/approve-student/${pending.uid}`, {
          method: 'PUT',
          token: admin.token,
          body: {},
        })
      ).status,
    ).toBe(200);
    expect((await putSettings({ booking: { cancelCutoffMinutes: 240 } })).status).toBe(200);

    // This file's admin's entries: another file's, written while it had the stack's clock set ahead, would
    // sort above them in the whole log. Newest first either way.
    const page = await callApi<AuditLogPage>(`/admin/audit?search=${encodeURIComponent(admin.email)}`, {
      token: admin.token,
    });
    expect(page.status).toBe(200);
    const [newest, previous] = page.body.data?.entries ?? [];
    expect(newest).toMatchObject({
      action: 'change-settings',
      actorId: admin.uid,
      actorEmail: admin.email,
      before: { 'booking.cancelCutoffMinutes': 120 },
      after: { 'booking.cancelCutoffMinutes': 240 },
    });
    expect(previous).toMatchObject({
      action: 'approve-account',
      actorId: admin.uid,
      role: 'student',
      targetId: pending.uid,
      targetName: 'Audited Newcomer',
      before: { isApproved: false },
      after: { isApproved: true },
    });
    expect(Date.parse(newest?.at ?? '')).toBeGreaterThanOrEqual(Date.parse(previous?.at ?? ''));

    const found = await callApi<AuditLogPage>('/admin/audit?search=audited%20newc', { token: admin.token });
    expect(found.body.data?.entries.map((entry) => entry.targetId)).toEqual([pending.uid]);
    const settingsChanges = await callApi<AuditLogPage>('/admin/audit?search=settings', {
      token: admin.token,
    });
    expect(settingsChanges.body.data?.entries.every((entry) => entry.action === 'change-settings')).toBe(
      true,
    );
    expect(settingsChanges.body.data?.entries.length).toBeGreaterThan(0);
    await restoreDefaults();
  });

  it('pages with the cursor, each entry once', async () => {
    for (const minutes of [100, 110, 120]) {
      expect((await putSettings({ booking: { cancelCutoffMinutes: minutes } })).status).toBe(200);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 50; page += 1) {
      const query: string = cursor ? `?cursor=${cursor}` : '';
      const answer = await callApi<AuditLogPage>(`/admin/audit${query}`, { token: admin.token });
      expect(answer.status).toBe(200);
      seen.push(...(answer.body.data?.entries ?? []).map((entry) => entry._id));
      cursor = answer.body.data?.nextCursor ?? null;
      if (!cursor) break;
    }
    expect(new Set(seen).size).toBe(seen.length);
    const stored = await adminDb.collection(collections.auditLog).count().get();
    expect(seen.length).toBe(stored.data().count);
    expect((await callApi('/admin/audit?cursor=../x', { token: admin.token })).status).toBe(400);
  });
});

describe('registration follows the settings', () => {
  it('refuses every registration while closed, with 403', async () => {
    expect((await putSettings({ registration: { selfRegistration: 'closed' } })).status).toBe(200);
    const answer = await callApi('/auth/register', {
      body: {
        name: 'Late Comer',
        role: 'student',
        email: `late-${Date.now()}@example.edu`,
        password: 'Str0ng!Pass',
      },
    });
    expect(answer.status).toBe(403);
    await restoreDefaults();
  });
});

describe('reminders follow the settings', { timeout: 150_000 }, () => {
  it('sends the reminder at the configured hours before the session', async () => {
    const teacher = await signedInAccount('teacher', { name: 'Dr Three Hours' });
    const student = await signedInAccount('student', { name: 'Reminded Thrice' });
    const session = hoursFromNow(5);
    expect(
      (await callApi('/teacher/availability', { token: teacher.token, body: { slots: [session] } })).status,
    ).toBe(201);
    const booked = await callApi<{ _id: string }>('/student/book', {
      token: student.token,
      body: {
        teacherId: teacher.uid,
        dateTime: session,
        purpose: 'Reminder hours',
        bookingType: 'slot_booking',
      },
    });
    expect(booked.status).toBe(201);
    const approved = await callApi(`/teacher/appointments/${booked.body.data?._id}`, {
      method: 'PUT',
      token: teacher.token,
      body: { status: 'approved' },
    });
    expect(approved.status).toBe(200);
    expect((await putSettings({ booking: { reminderHoursBefore: [3] } })).status).toBe(200);
    const t = notificationTexts.reminder;
    const subject = t.subject('Dr Three Hours', t.leadFor(3));
    expect(subject).toContain('within 3 hours');
    try {
      // 4 hours before: not yet due.
      await setClockOffset(3_600_000);
      expect((await callApi('/internal/run-reminders', { method: 'POST', body: {} })).status).toBe(200);
      expect(await mailsWithSubject(student.email, subject, 0)).toHaveLength(0);
      // 2.5 hours before: the 3-hour reminder, once however often the job runs.
      await setClockOffset(2.5 * 3_600_000);
      await callApi('/internal/run-reminders', { method: 'POST', body: {} });
      await callApi('/internal/run-reminders', { method: 'POST', body: {} });
      expect(await mailsWithSubject(student.email, subject)).toHaveLength(1);
    } finally {
      await setClockOffset(0);
      await restoreDefaults();
    }
  });
});
