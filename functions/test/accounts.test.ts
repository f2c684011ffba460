import { apiErrorMessages, collections, RESET_LINK_TTL_MS } from '@appointments/domain';
import { getAuth } from 'firebase-admin/auth';
import { describe, expect, it } from 'vitest';
import { studentRef, teacherPrivateRef, teacherRef } from '../src/data/accounts';
import { appointmentRef } from '../src/data/appointments';
import { sessionNotesRef } from '../src/data/session-notes';
import { setAccountApproval } from '../src/services/account-approval';
import { deleteAccount } from '../src/services/account-deletion';
import { bookAppointment } from '../src/services/booking';
import { logIn } from '../src/services/login';
import { resetPassword, sendResetLink } from '../src/services/password-resets';
import { createSelfRegisteredAccount } from '../src/services/registration';
import { saveSessionNotes } from '../src/services/session-record';
import { createTeacherAccount } from '../src/services/teacher-accounts';
import { decideAppointment } from '../src/services/teacher-decisions';
import { useServiceEmulator } from './support/emulator';
import {
  addSlot,
  addTeacher,
  hoursAfter,
  newTeacher,
  registration,
  testAdmin,
  testNow,
} from './support/fixtures';
import { refusal } from './support/refusal';

/** The admin an audit entry names. */

const { db } = useServiceEmulator({ accounts: true });

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

    expect(await setAccountApproval('student', uid, true, testNow, testAdmin)).toEqual({
      _id: uid,
      isApproved: true,
    });

    expect((await studentRef(uid).get()).get('isApproved')).toBe(true);
    expect((await getAuth().getUser(uid)).customClaims).toEqual({ role: 'student', approved: true });
    const mails = await db().collection(collections.mail).where('to', '==', 'asha@college.test').get();
    expect(mails.size).toBe(1);
  });

  it('suspends: the claim is withdrawn and the open sessions are revoked', async () => {
    const uid = await createSelfRegisteredAccount(registration('teacher', 'rao@college.test'), testNow);
    await setAccountApproval('teacher', uid, true, testNow, testAdmin);

    await setAccountApproval('teacher', uid, false, hoursAfter(1), testAdmin);

    const card = await teacherRef(uid).get();
    expect(card.get('isApproved')).toBe(false);
    expect(card.get('suspendedAt').toDate()).toEqual(hoursAfter(1));
    const user = await getAuth().getUser(uid);
    expect(user.customClaims).toEqual({ role: 'teacher', approved: false });
    expect(user.tokensValidAfterTime).toBeDefined();
  });

  it('answers an unknown account as missing', async () => {
    const error = await refusal(setAccountApproval('student', 'nobody', true, testNow, testAdmin));
    expect(error.status).toBe(404);
    expect(error.message).toBe(apiErrorMessages.studentNotFound);
  });
});

describe('deletion', () => {
  it("deletes a student everywhere: profile, appointments, Auth user, the teacher's counters follow", async () => {
    const uid = await createSelfRegisteredAccount(registration('student', 'asha@college.test'), testNow);
    await setAccountApproval('student', uid, true, testNow, testAdmin);
    await addTeacher('t1');
    await addSlot('t1', hoursAfter(48));
    const booked = await bookAppointment(
      uid,
      { bookingType: 'slot_booking', teacherId: 't1', dateTime: hoursAfter(48).toISOString(), purpose: '' },
      testNow,
    );
    // The teacher's private note of the session goes with the appointment.
    await decideAppointment('t1', booked._id, 'approved', testNow);
    await saveSessionNotes('t1', booked._id, { privateNote: 'Needs practice' }, testNow);
    // A browser with web push on: its token must not outlive the account.
    await db().collection(collections.pushDevices).doc('d1').set({
      uid,
      email: 'asha@college.test',
      token: 'fcm-token',
      label: '',
      createdAt: testNow,
      registeredAt: testNow,
    });

    const summary = await deleteAccount('student', uid, testAdmin, testNow);

    expect(summary).toEqual({ name: 'Asha Kumar', appointments: 1, ratings: 0, conversations: 0 });
    expect((await studentRef(uid).get()).exists).toBe(false);
    expect((await appointmentRef(booked._id).get()).exists).toBe(false);
    expect((await sessionNotesRef(booked._id, 't1').get()).exists).toBe(false);
    expect((await db().collection(collections.pushDevices).doc('d1').get()).exists).toBe(false);
    expect((await teacherRef('t1').get()).get('stats.totalStudents')).toBe(0);
    await expect(getAuth().getUser(uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    const audit = await db().collection(collections.auditLog).get();
    // The approval above and the deletion (both at testNow), each naming the admin who acted.
    const entries = audit.docs.map((entry) => [
      entry.get('action'),
      entry.get('targetId'),
      entry.get('actorId'),
    ]);
    expect(entries.sort()).toEqual([
      ['approve-account', uid, testAdmin.uid],
      ['delete-account', uid, testAdmin.uid],
    ]);
  });

  it('answers an unknown account as missing', async () => {
    const error = await refusal(deleteAccount('teacher', 'nobody', testAdmin, testNow));
    expect(error.status).toBe(404);
    expect(error.message).toBe(apiErrorMessages.teacherNotFound);
  });
});

describe('a teacher added by an admin', () => {
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

describe('password reset', () => {
  const linkTokenIn = async (email: string) => {
    const mails = await db().collection(collections.mail).where('to', '==', email).get();
    const text = String(mails.docs[0]?.get('message.text') ?? '');
    return text.match(/reset-password\/([A-Za-z0-9_-]+)/)?.[1] ?? '';
  };

  it('mails a link that sets the new password once and ends the open sessions', async () => {
    const uid = await createSelfRegisteredAccount(registration('student', 'asha@college.test'), testNow);
    await sendResetLink('asha@college.test', testNow);
    const token = await linkTokenIn('asha@college.test');
    expect(token).toMatch(/^[A-Za-z0-9_-]{16,}$/);

    await resetPassword(token, 'Marigold#2031', hoursAfter(0.1));

    expect((await getAuth().getUser(uid)).tokensValidAfterTime).toBeDefined();
    const again = await refusal(resetPassword(token, 'Another#2032', hoursAfter(0.2)));
    expect(again.status).toBe(400);
    expect(again.message).toBe(apiErrorMessages.resetLinkInvalid);
  });

  it('refuses a link older than its time to live', async () => {
    await createSelfRegisteredAccount(registration('student', 'asha@college.test'), testNow);
    await sendResetLink('asha@college.test', testNow);
    const token = await linkTokenIn('asha@college.test');

    const error = await refusal(
      resetPassword(token, 'Marigold#2031', new Date(testNow.getTime() + RESET_LINK_TTL_MS)),
    );
    expect(error.status).toBe(400);
  });

  it('writes nothing for an address without an account', async () => {
    await sendResetLink('nobody@college.test', testNow);
    expect((await db().collection(collections.passwordResets).get()).size).toBe(0);
    expect((await db().collection(collections.mail).get()).size).toBe(0);
  });

  it('refuses a link that cannot be one of ours', async () => {
    const error = await refusal(resetPassword('short', 'Marigold#2031', testNow));
    expect(error.status).toBe(400);
    expect(error.message).toBe(apiErrorMessages.resetLinkInvalid);
  });
});

describe('login', () => {
  const credentials = { email: 'asha@college.test', password: 'Sunflower#2030' };

  it('lets an approved account in, with a custom token, and records the login', async () => {
    const uid = await createSelfRegisteredAccount(registration('student', 'asha@college.test'), testNow);
    await setAccountApproval('student', uid, true, testNow, testAdmin);

    const result = await logIn(credentials, '203.0.113.7', hoursAfter(1));

    expect(result.role).toBe('student');
    expect(result.token.split('.')).toHaveLength(3);
    expect(result.user).toMatchObject({ _id: uid, lastLogin: hoursAfter(1).toISOString() });
    expect((await studentRef(uid).get()).get('lastLogin').toDate()).toEqual(hoursAfter(1));
  });

  it('tells an account waiting for approval from a suspended one', async () => {
    const uid = await createSelfRegisteredAccount(registration('student', 'asha@college.test'), testNow);
    const waiting = await refusal(logIn(credentials, '203.0.113.7', testNow));
    expect(waiting.status).toBe(403);
    expect(waiting.message).toBe(apiErrorMessages.notApproved);

    await setAccountApproval('student', uid, true, testNow, testAdmin);
    await setAccountApproval('student', uid, false, testNow, testAdmin);
    const suspended = await refusal(logIn(credentials, '203.0.113.7', testNow));
    expect(suspended.message).toBe(apiErrorMessages.accountSuspended);
  });

  it('refuses a wrong password, and stops an address guessing one account after ten tries', async () => {
    await createSelfRegisteredAccount(registration('student', 'asha@college.test'), testNow);
    const guess = () => logIn({ ...credentials, password: 'Wrong#0000' }, '203.0.113.9', testNow);
    const wrong = await refusal(guess());
    expect(wrong.status).toBe(401);
    expect(wrong.message).toBe(apiErrorMessages.invalidCredentials);
    for (let attempt = 2; attempt <= 10; attempt += 1) await refusal(guess());

    expect((await refusal(guess())).status).toBe(429);
    // The owner, elsewhere, still gets an answer about the password rather than the lock.
    expect((await refusal(logIn(credentials, '198.51.100.4', testNow))).status).toBe(403);
  });
});
