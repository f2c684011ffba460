import {
  apiErrorMessages,
  collections,
  deletedSuccessMessage,
  successMessages,
  validationMessages,
} from '@appointments/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { countersInLine } from '../support/account-counters';
import {
  loginToken,
  registerAccount,
  type SignedIn,
  signedInAccount,
  signedInAdmin,
} from '../support/accounts';
import { adminAuth, adminDb, storedDoc } from '../support/admin';
import { callApi, uniqueEmail } from '../support/api';
import { appUrl } from '../support/stack-env';
import { hoursFromNow } from '../support/time';

let admin: SignedIn;

beforeAll(async () => {
  admin = await signedInAdmin();
});

describe('approvals', () => {
  it('lists only the students awaiting approval at /admin/users, every student at /admin/students', async () => {
    const pending = await registerAccount('student');
    const active = await signedInAccount('student');
    const users = await callApi<Array<{ _id: string; isApproved: boolean }>>('/admin/users', {
      token: admin.token,
    });
    const ids = users.body.data?.map((student) => student._id) ?? [];
    expect(ids).toContain(pending.uid);
    expect(ids).not.toContain(active.uid);
    expect(users.body.data?.every((student) => student.isApproved === false)).toBe(true);
    const all = await callApi<Array<{ _id: string }>>('/admin/students', { token: admin.token });
    expect(all.body.data?.map((student) => student._id)).toEqual(
      expect.arrayContaining([pending.uid, active.uid]),
    );
  });

  it('approves a student: the claim and the document change, and the student can log in', async () => {
    const student = await registerAccount('student');
    const approved = await callApi(`/admin/approve-student/${student.uid}`, {
      method: 'PUT',
      token: admin.token,
      body: { isApproved: true },
    });
    expect(approved.status).toBe(200);
    expect(approved.body.message).toBe(successMessages.studentApproved);
    expect((await adminAuth.getUser(student.uid)).customClaims).toEqual({ role: 'student', approved: true });
    expect((await storedDoc.student(student.uid).get()).get('isApproved')).toBe(true);
    expect(typeof (await loginToken(student.email, student.password))).toBe('string');
  });

  it('suspends a teacher: their open session loses access at once', async () => {
    const teacher = await signedInAccount('teacher');
    expect((await callApi('/teacher/stats', { token: teacher.token })).status).toBe(200);
    const suspended = await callApi(`/admin/suspend-teacher/${teacher.uid}`, {
      method: 'PUT',
      token: admin.token,
      body: { isApproved: false },
    });
    expect(suspended.body.message).toBe(successMessages.teacherSuspended);
    const afterSuspension = await callApi('/teacher/stats', { token: teacher.token });
    expect([401, 403]).toContain(afterSuspension.status);
    const login = await callApi('/auth/login', {
      body: { email: teacher.email, password: teacher.password },
    });
    expect(login.status).toBe(403);
    expect(login.body.message).toBe(apiErrorMessages.accountSuspended);
    expect((await storedDoc.teacher(teacher.uid).get()).get('suspendedAt')).toBeInstanceOf(Timestamp);
  });

  it('tells a suspended student so at login, and clears the suspension on approval', async () => {
    const student = await signedInAccount('student');
    await callApi(`/admin/suspend-student/${student.uid}`, { method: 'PUT', token: admin.token });
    const refused = await callApi('/auth/login', {
      body: { email: student.email, password: student.password },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(apiErrorMessages.accountSuspended);

    await callApi(`/admin/approve-student/${student.uid}`, { method: 'PUT', token: admin.token });
    expect((await storedDoc.student(student.uid).get()).get('suspendedAt')).toBeNull();
    const login = await callApi('/auth/login', {
      body: { email: student.email, password: student.password },
    });
    expect(login.status).toBe(200);

    const newcomer = await registerAccount('student');
    const waiting = await callApi('/auth/login', {
      body: { email: newcomer.email, password: newcomer.password },
    });
    expect(waiting.body.message).toBe(apiErrorMessages.notApproved);
  });

  it('answers 404 for an unknown account', async () => {
    const answer = await callApi('/admin/approve-teacher/nobody', {
      method: 'PUT',
      token: admin.token,
      body: {},
    });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe(apiErrorMessages.teacherNotFound);
  });
});

describe('new teachers', () => {
  it('creates an approved teacher who can log in at once', async () => {
    const email = uniqueEmail('newteacher');
    const answer = await callApi<{ _id: string; isApproved: boolean; profile: { phone: string } }>(
      '/admin/teacher',
      {
        token: admin.token,
        body: {
          name: 'Dr. Sen',
          email,
          password: 'secret12',
          department: 'Physics',
          subject: 'Optics',
          phone: '+919876543210',
        },
      },
    );
    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe(successMessages.teacherAdded);
    expect(answer.body.data).toMatchObject({ isApproved: true, profile: { phone: '+919876543210' } });
    expect(typeof (await loginToken(email, 'secret12'))).toBe('string');
  });

  it('refuses a taken email with 409 and bad fields with the spec messages', async () => {
    const taken = await callApi('/admin/teacher', {
      token: admin.token,
      body: {
        name: 'Again',
        email: admin.email,
        password: 'secret12',
        department: 'Physics',
        subject: 'Optics',
      },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(apiErrorMessages.emailTaken);

    const bad = await callApi('/admin/teacher', {
      token: admin.token,
      body: { name: 'A', email: 'nope', password: 'short', phone: '0123', department: '', subject: '' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      name: validationMessages.nameTooShort,
      email: validationMessages.emailInvalidAddress,
      password: validationMessages.passwordTooShort,
      phone: validationMessages.phoneInvalid,
      department: validationMessages.departmentRequired,
      subject: validationMessages.subjectRequired,
    });
  });
});

describe('lists, stats and CSV', () => {
  it('counts pending approvals for the dashboard, counted at once and then in the stored counters', async () => {
    type Stats = { pendingApprovals: number; breakdown: { pendingStudents: number } };
    // Counted afresh: the triggers that keep the stored counters may still be behind the other tests' writes.
    const before = await callApi<Stats>('/admin/dashboard-stats?fresh=true', { token: admin.token });
    await registerAccount('student');
    const after = await callApi<Stats>('/admin/dashboard-stats?fresh=true', { token: admin.token });
    expect(after.body.data?.pendingApprovals).toBe((before.body.data?.pendingApprovals ?? 0) + 1);
    expect(after.body.data?.breakdown.pendingStudents).toBe(
      (before.body.data?.breakdown.pendingStudents ?? 0) + 1,
    );
    await countersInLine();
    const stored = await callApi<Stats>('/admin/dashboard-stats', { token: admin.token });
    expect(stored.body.data).toEqual(after.body.data);
  });

  it('counts appointments by status as the appointments themselves do, through bookings and decisions', async () => {
    const teacher = await signedInAccount('teacher');
    const student = await signedInAccount('student');
    // An hour apart, so the approved one does not take the others' time; the last stays pending, so the
    // college has a pending appointment whatever ran before (the term journey's automatic updates end them all).
    for (const [index, status] of (['approved', 'canceled', undefined] as const).entries()) {
      const booked = await callApi<{ _id: string }>('/student/book', {
        token: student.token,
        body: {
          teacherId: teacher.uid,
          dateTime: hoursFromNow(5 + index),
          purpose: 'Lab',
          bookingType: 'custom_request',
        },
      });
      expect(booked.status).toBe(201);
      if (!status) continue;
      const decided = await callApi(`/teacher/appointments/${booked.body.data?._id}`, {
        method: 'PUT',
        token: teacher.token,
        body: { status },
      });
      expect(decided.status).toBe(200);
    }
    // The stored counters, once the student trigger has counted the bookings' moves.
    await countersInLine();
    const stats = await callApi<Record<string, number>>('/admin/dashboard-stats', { token: admin.token });
    const appointments = adminDb.collection(collections.appointments);
    const count = async (status?: string) =>
      (await (status ? appointments.where('status', '==', status) : appointments).count().get()).data().count;
    const students = adminDb.collection(collections.students);
    const approvedStudents = (await students.where('isApproved', '==', true).count().get()).data().count;
    expect(stats.body.data).toMatchObject({
      totalAppointments: await count(),
      completedAppointments: await count('completed'),
      pendingAppointments: await count('pending'),
      totalStudents: (await students.count().get()).data().count,
      approvedStudents,
    });
    expect(stats.body.data?.pendingAppointments).toBeGreaterThan(0);
  });

  it('exports teachers as CSV with the spec columns, a dated file name and neutralised formulas', async () => {
    await registerAccount('teacher', {
      name: '=HYPERLINK("http://evil")',
      subject: '+cmd',
      department: 'Physics',
    });
    const response = await fetch(`${appUrl}/api/admin/export/teachers.csv`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toMatch(
      /attachment; filename="teachers-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const text = (await response.text()).replace(/^\uFEFF/, '');
    const [header] = text.split('\r\n').length > 1 ? text.split('\r\n') : text.split('\n');
    expect(header).toBe(
      'Name,Email,Subject,Department,Status,Joined Date,Phone,Experience,Total Students,Total Sessions,Rating',
    );
    expect(text).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(text).toContain("'+cmd");
  });

  it('keeps phone numbers as they are in the CSV while formulas stay neutralised', async () => {
    const phone = `+9198${String(Date.now()).slice(-8)}`;
    const added = await callApi('/admin/teacher', {
      token: admin.token,
      body: {
        name: 'Phone Teacher',
        email: uniqueEmail('phone'),
        password: 'secret12',
        department: 'Physics',
        subject: 'Optics',
        phone,
      },
    });
    expect(added.status).toBe(201);
    const payloads = ['=1+1', '@SUM(1)', '+1+1', '-1+1'];
    const registered = [];
    for (const name of payloads)
      registered.push(await registerAccount('teacher', { name, subject: 'S', department: 'D' }));
    const response = await fetch(`${appUrl}/api/admin/export/teachers.csv`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    const cells = (await response.text()).split(/\r?\n/).flatMap((line) => line.split(','));
    expect(cells).toContain(phone);
    expect(cells).not.toContain(`'${phone}`);
    for (const payload of payloads) {
      expect(cells).toContain(`'${payload}`);
      expect(cells).not.toContain(payload);
    }
    // Other tests compare the whole export with the admin's lists: these accounts leave again.
    for (const account of registered) {
      await callApi(`/admin/teacher/${account.uid}`, { method: 'DELETE', token: admin.token });
    }
  });

  it('lists every student with the spec fields', async () => {
    const student = await registerAccount('student', { name: 'Listed Student' });
    const answer = await callApi<Array<{ _id: string; name: string; isApproved: boolean }>>(
      '/admin/students',
      {
        token: admin.token,
      },
    );
    expect(answer.body.data?.find((s) => s._id === student.uid)).toMatchObject({
      name: 'Listed Student',
      isApproved: false,
    });
  });
});

describe('deleting accounts', () => {
  it('deletes a student with their appointments and ratings, recomputes the teacher, and logs it', async () => {
    const teacher = await signedInAccount('teacher');
    const student = await signedInAccount('student', { name: 'Leaving Student' });
    const stayer = await signedInAccount('student');
    for (const who of [student, stayer]) {
      const booked = await callApi<{ _id: string }>('/student/book', {
        token: who.token,
        body: {
          teacherId: teacher.uid,
          dateTime: hoursFromNow(5),
          purpose: 'Lab',
          bookingType: 'custom_request',
        },
      });
      await callApi(`/teacher/appointments/${booked.body.data?._id}`, {
        method: 'PUT',
        token: teacher.token,
        body: { status: who === student ? 'approved' : 'canceled' },
      });
    }
    await callApi('/student/rate-teacher', {
      token: student.token,
      body: { teacherId: teacher.uid, rating: 5, review: 'Great' },
    });
    await callApi('/message/send', {
      token: student.token,
      body: { content: 'Bye', receiver: teacher.uid, receiverModel: 'teacher' },
    });

    const deleted = await callApi(`/admin/student/${student.uid}`, { method: 'DELETE', token: admin.token });
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe(deletedSuccessMessage('Leaving Student'));

    expect((await storedDoc.student(student.uid).get()).exists).toBe(false);
    const left = await adminDb
      .collection(collections.appointments)
      .where('teacherId', '==', teacher.uid)
      .get();
    expect(left.docs.map((d) => d.get('studentId'))).toEqual([stayer.uid]);
    expect((await storedDoc.teacher(teacher.uid).get()).data()).toMatchObject({
      totalRatings: 0,
      averageRating: 0,
      stats: { totalStudents: 1 },
    });
    const messages = await adminDb
      .collection(collections.conversations)
      .doc(`${student.uid}_${teacher.uid}`)
      .collection(collections.messages)
      .get();
    expect(messages.empty).toBe(true);
    await expect(adminAuth.getUser(student.uid)).rejects.toThrow();
    const audit = await adminDb.collection('auditLog').where('targetId', '==', student.uid).get();
    expect(audit.docs[0]?.data()).toMatchObject({
      action: 'delete-account',
      role: 'student',
      actorId: admin.uid,
    });

    const again = await callApi(`/admin/student/${student.uid}`, { method: 'DELETE', token: admin.token });
    expect(again.status).toBe(404);
  });

  it('deletes a teacher with their slots and appointments; students lose the appointment', async () => {
    const teacher = await signedInAccount('teacher', { name: 'Leaving Teacher' });
    const student = await signedInAccount('student');
    await callApi('/teacher/availability', { token: teacher.token, body: { slots: [hoursFromNow(40)] } });
    await callApi('/student/book', {
      token: student.token,
      body: {
        teacherId: teacher.uid,
        dateTime: hoursFromNow(8),
        purpose: 'Q',
        bookingType: 'custom_request',
      },
    });
    const deleted = await callApi(`/admin/teacher/${teacher.uid}`, { method: 'DELETE', token: admin.token });
    expect(deleted.body.message).toBe(deletedSuccessMessage('Leaving Teacher'));
    expect((await storedDoc.teacher(teacher.uid).collection(collections.slots).get()).empty).toBe(true);
    expect((await storedDoc.student(student.uid).get()).get('stats')).toMatchObject({
      totalAppointments: 0,
      pendingRequests: 0,
    });
    const mine = await callApi<unknown[]>('/student/appointments', { token: student.token });
    expect(mine.body.data).toEqual([]);
  });
});
