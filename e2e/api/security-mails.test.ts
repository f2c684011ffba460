// Mails that carry a password link go through the `mail` collection like every other notification:
// the reset link, and the welcome of a teacher whom an admin created (never with the password).
import {
  collections,
  notificationTexts,
  SET_PASSWORD_LINK_TTL_MS,
  successMessages,
} from '@appointments/domain';
import type { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { signedInAccount, signedInAdmin } from '../support/accounts';
import { adminDb } from '../support/admin';
import { callApi, uniqueEmail } from '../support/api';
import { mailsWithSubject } from '../support/mail';
import { appUrl } from '../support/stack-env';

const linkPattern = /\/reset-password\/([A-Za-z0-9_-]+)/;

describe('security mails', { timeout: 150_000 }, () => {
  it('welcomes a teacher created by the admin without the password, with a link to set their own once', async () => {
    const admin = await signedInAdmin();
    const email = uniqueEmail('welcome');
    const adminPassword = 'Adm1n-Chosen-99';
    const created = await callApi('/admin/teacher', {
      token: admin.token,
      body: { name: 'Dr Welcome', email, password: adminPassword, department: 'Physics', subject: 'Optics' },
    });
    expect(created.status).toBe(201);

    const mails = await mailsWithSubject(email, notificationTexts.teacherWelcome.subject);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.text).toContain('Hello Dr Welcome,');
    expect(mail?.text).toContain(notificationTexts.teacherWelcome.intro);
    expect(mail?.text).not.toContain(adminPassword);
    expect(mail?.html).not.toContain(adminPassword);
    expect(mail?.text).toContain(`${notificationTexts.teacherWelcome.action}: ${appUrl}/reset-password/`);
    const token = linkPattern.exec(mail?.text ?? '')?.[1] ?? '';

    // The link lives for days, not the reset link's minutes.
    const queued = await adminDb.collection('passwordResets').where('email', '==', email).get();
    expect(queued.size).toBe(1);
    const stored = queued.docs[0]?.data() as { createdAt: Timestamp; expiresAt: Timestamp };
    const life = stored.expiresAt.toMillis() - stored.createdAt.toMillis();
    expect(life).toBe(SET_PASSWORD_LINK_TTL_MS);

    const set = await callApi(`/auth/reset-password/${token}`, { body: { newPassword: 'Own-Choice-42' } });
    expect(set.status).toBe(200);
    expect(set.body.message).toBe(successMessages.passwordReset);
    expect(
      (await callApi(`/auth/reset-password/${token}`, { body: { newPassword: 'Again-42x' } })).status,
    ).toBe(400);
    expect((await callApi('/auth/login', { body: { email, password: 'Own-Choice-42' } })).status).toBe(200);
    expect((await callApi('/auth/login', { body: { email, password: adminPassword } })).status).toBe(401);
  });

  it('queues the password-reset mail in `mail`, where its delivery is recorded', async () => {
    const student = await signedInAccount('student', { name: 'Forgetful Student' });
    expect((await callApi('/auth/forgot-password', { body: { email: student.email } })).status).toBe(200);

    const mails = await mailsWithSubject(student.email, notificationTexts.passwordReset.subject);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('Hello Forgetful Student,');
    expect(mails[0]?.text).toMatch(linkPattern);
    const queued = await adminDb.collection(collections.mail).where('to', '==', student.email).get();
    expect(queued.docs.map((doc) => doc.get('message.subject'))).toEqual([
      notificationTexts.passwordReset.subject,
    ]);
    expect(queued.docs[0]?.get('delivery.state')).toBe('SUCCESS');
  });
});
