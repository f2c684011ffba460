import { apiErrorMessages, collections, newTeacherSchema, registerSchema } from '@appointments/domain';
import { getAuth } from 'firebase-admin/auth';
import { describe, expect, it } from 'vitest';
import { studentRef, teacherPrivateRef, teacherRef } from '../src/data/accounts';
import { appointmentRef } from '../src/data/appointments';
import { setAccountApproval } from '../src/services/account-approval';
import { deleteAccount } from '../src/services/account-deletion';
import { bookAppointment } from '../src/services/booking';
import { createSelfRegisteredAccount } from '../src/services/registration';
import { createTeacherAccount } from '../src/services/teacher-accounts';
import { useServiceEmulator } from './support/emulator';
import { addSlot, addTeacher, hoursAfter, testNow } from './support/fixtures';
import { refusal } from './support/refusal';

const { db } = useServiceEmulator({ accounts: true });

const registration = (role: 'student' | 'teacher', email: string) =>
  registerSchema.parse({
    name: 'Asha Kumar',
    role,
    email,
    password: 'Sunflower#2030',
    department: role === 'teacher' ? 'Physics' : '',
    subject: role === 'teacher' ? 'Optics' : '',
  });

describe('registration', () => {
  it('creates an unapproved student: the Auth user with its claims and the profile document', async () => {
    const uid = await createSelfRegisteredAccount(registration('student', 'asha@college.test'), testNow);

    const user = await getAuth().getUser(uid);
    expect(user.email).toBe('asha@college.test');
    expect(user.customClaims).toEqual({ role: 'student', approved: false });
    const student = await studentRef(uid).get();
    expect(student.get('isApproved')).toBe(false);
    expect(student.get('stats')).toEqual({ totalAppointments: 0, completedSessions: 0, pendingRequests: 0 });
  });

  it("creates a teacher's public card and private part", async () => {
    const uid = await createSelfRegisteredAccount(registration('teacher', 'rao@college.test'), testNow);

    expect((await teacherRef(uid).get()).get('subject')).toBe('Optics');
    expect((await teacherPrivateRef(uid).get()).exists).toBe(true);
    expect((await getAuth().getUser(uid)).customClaims).toEqual({ role: 'teacher', approved: false });
  });

  it('refuses an address already registered', async () => {
    await createSelfRegisteredAccount(registration('student', 'asha@college.test'), testNow);
    const error = await refusal(
      createSelfRegisteredAccount(registration('teacher', 'asha@college.test'), testNow),
    );
    expect(error.status).toBe(409);
    expect(error.message).toBe(apiErrorMessages.emailTaken);
  });
});

describe('approval and suspension', () => {
  it('approves: the document and the claim agree, and the account is told', async () => {
    const uid = await createSelfRegisteredAccount(registration('student', 'asha@college.test'), testNow);

    expect(await setAccountApproval('student', uid, true, testNow)).toEqual({ _id: uid, isApproved: true });

    expect((await studentRef(uid).get()).get('isApproved')).toBe(true);
    expect((await getAuth().getUser(uid)).customClaims).toEqual({ role: 'student', approved: true });
    const mails = await db().collection(collections.mail).where('to', '==', 'asha@college.test').get();
    expect(mails.size).toBe(1);
  });

  it('suspends: the claim is withdrawn and the open sessions are revoked', async () => {
    const uid = await createSelfRegisteredAccount(registration('teacher', 'rao@college.test'), testNow);
    await setAccountApproval('teacher', uid, true, testNow);

    await setAccountApproval('teacher', uid, false, hoursAfter(1));

    const card = await teacherRef(uid).get();
    expect(card.get('isApproved')).toBe(false);
    expect(card.get('suspendedAt').toDate()).toEqual(hoursAfter(1));
    const user = await getAuth().getUser(uid);
    expect(user.customClaims).toEqual({ role: 'teacher', approved: false });
    expect(user.tokensValidAfterTime).toBeDefined();
  });

  it('answers an unknown account as missing', async () => {
    const error = await refusal(setAccountApproval('student', 'nobody', true, testNow));
    expect(error.status).toBe(404);
    expect(error.message).toBe(apiErrorMessages.studentNotFound);
  });
});

describe('deletion', () => {
  it("deletes a student everywhere: profile, appointments, Auth user, the teacher's counters follow", async () => {
    const uid = await createSelfRegisteredAccount(registration('student', 'asha@college.test'), testNow);
    await setAccountApproval('student', uid, true, testNow);
    await addTeacher('t1');
    await addSlot('t1', hoursAfter(48));
    const booked = await bookAppointment(
      uid,
      { bookingType: 'slot_booking', teacherId: 't1', dateTime: hoursAfter(48).toISOString(), purpose: '' },
      testNow,
    );

    const summary = await deleteAccount('student', uid, 'admin-1', testNow);

    expect(summary).toEqual({ name: 'Asha Kumar', appointments: 1, ratings: 0, conversations: 0 });
    expect((await studentRef(uid).get()).exists).toBe(false);
    expect((await appointmentRef(booked._id).get()).exists).toBe(false);
    expect((await teacherRef('t1').get()).get('stats.totalStudents')).toBe(0);
    await expect(getAuth().getUser(uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    const audit = await db().collection(collections.auditLog).get();
    expect(audit.docs.map((entry) => entry.get('targetId'))).toEqual([uid]);
  });

  it('answers an unknown account as missing', async () => {
    const error = await refusal(deleteAccount('teacher', 'nobody', 'admin-1', testNow));
    expect(error.status).toBe(404);
    expect(error.message).toBe(apiErrorMessages.teacherNotFound);
  });
});

describe('a teacher added by an admin', () => {
  const newTeacher = newTeacherSchema.parse({
    name: 'Meera Rao',
    email: 'meera@college.test',
    password: 'Lantern#2030',
    phone: '9876543210',
    department: 'Physics',
    subject: 'Optics',
  });

  it('is approved at once, and gets a welcome mail with a set-password link', async () => {
    const teacher = await createTeacherAccount(newTeacher, testNow);

    expect(teacher).toMatchObject({ name: 'Meera Rao', isApproved: true, subject: 'Optics' });
    expect(teacher.profile.phone).toBe('9876543210');
    expect((await getAuth().getUser(teacher._id)).customClaims).toEqual({ role: 'teacher', approved: true });
    const resets = await db().collection(collections.passwordResets).where('uid', '==', teacher._id).get();
    expect(resets.size).toBe(1);
    const mails = await db().collection(collections.mail).where('to', '==', 'meera@college.test').get();
    expect(mails.size).toBe(1);
    expect(mails.docs[0]?.get('message.text')).not.toContain('Lantern#2030');
  });

  it('is refused for an address already registered, leaving no second account', async () => {
    await createSelfRegisteredAccount(registration('student', 'meera@college.test'), testNow);
    const error = await refusal(createTeacherAccount(newTeacher, testNow));
    expect(error.status).toBe(409);
    expect(error.message).toBe(apiErrorMessages.emailTaken);
    expect((await db().collection(collections.teachers).get()).size).toBe(0);
  });
});
