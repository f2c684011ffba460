// Each person's choice of notification mails, and the unsubscribe link every optional mail carries:
// it works without a session, and a token altered in any way (another address, another kind, a
// changed signature) is refused.
import {
  collections,
  DEFAULT_MAIL_PREFERENCES,
  type MailPreferences,
  mailPreferencesTexts,
  notificationTexts,
  unsubscribeTexts,
} from '@appointments/domain';
import { describe, expect, it } from 'vitest';
import { type SignedIn, signedInAccount } from '../support/accounts';
import { adminDb } from '../support/admin';
import { callApi } from '../support/api';
import { mailsWithSubject } from '../support/mail';
import { appUrl } from '../support/stack-env';
import { hoursFromNow } from '../support/time';

const unsubscribeLink = /https?:\/\/\S+\/api\/mail\/unsubscribe\?token=\S+/;

async function book(student: SignedIn, teacher: SignedIn, dateTime: string) {
  expect(
    (await callApi('/teacher/availability', { token: teacher.token, body: { slots: [dateTime] } })).status,
  ).toBe(201);
  const booked = await callApi('/student/book', {
    token: student.token,
    body: { teacherId: teacher.uid, dateTime, purpose: 'Choice check', bookingType: 'slot_booking' },
  });
  expect(booked.status).toBe(201);
}

async function queuedSubjects(email: string): Promise<string[]> {
  const queued = await adminDb.collection(collections.mail).where('to', '==', email).get();
  return queued.docs.map((doc) => String(doc.get('message.subject')));
}

async function preferencesOf(account: SignedIn) {
  const answer = await callApi<MailPreferences>('/mail-preferences', { token: account.token });
  expect(answer.status).toBe(200);
  return answer.body.data;
}

/** The token with its payload rewritten: the signature no longer matches. */
function withPayload(token: string, change: (claim: { e: string; k: string }) => { e: string; k: string }) {
  const [payload, signature] = token.split('.');
  const claim = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8'));
  return `${Buffer.from(JSON.stringify(change(claim))).toString('base64url')}.${signature}`;
}

describe('mail preferences', { timeout: 150_000 }, () => {
  it('starts with every kind on, and refuses a malformed choice in the error shape', async () => {
    const student = await signedInAccount('student');
    expect(await preferencesOf(student)).toEqual(DEFAULT_MAIL_PREFERENCES);
    const bad = await callApi('/mail-preferences', {
      method: 'PUT',
      token: student.token,
      body: { ...DEFAULT_MAIL_PREFERENCES, reminders: 'no' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, message: expect.any(String) });
    expect(bad.body.errors).toHaveProperty('reminders');
    expect(await preferencesOf(student)).toEqual(DEFAULT_MAIL_PREFERENCES);
  });

  it("turns a kind off from the mail's link without a session; the next such event is not mailed", async () => {
    const teacher = await signedInAccount('teacher', { name: 'Dr Unsub', subject: 'Music' });
    const student = await signedInAccount('student', { name: 'Unsub Student' });
    await book(student, teacher, hoursFromNow(40));
    const [mail] = await mailsWithSubject(
      teacher.email,
      notificationTexts.bookingRequest.subject('Unsub Student'),
    );
    const link = unsubscribeLink.exec(mail?.text ?? '')?.[0] ?? '';
    expect(link.startsWith(`${appUrl}/api/mail/unsubscribe?token=`)).toBe(true);
    expect(mail?.html).toContain(unsubscribeTexts.footerLink);
    // The header a mail client offers as its own unsubscribe button, and its one-click POST.
    expect(mail?.raw).toMatch(/^List-Unsubscribe:\s+<http/im);
    expect(mail?.raw).toMatch(/^List-Unsubscribe-Post:\s+List-Unsubscribe=One-Click/im);

    // Opening the link only asks: a mail scanner following links turns nothing off.
    const shown = await fetch(link);
    expect(shown.status).toBe(200);
    const label = mailPreferencesTexts.kinds.bookingRequests.label;
    expect(await shown.text()).toContain(
      unsubscribeTexts.confirm(label, teacher.email).replaceAll('"', '&#34;'),
    );
    expect((await preferencesOf(teacher))?.bookingRequests).toBe(true);

    const confirmed = await fetch(link, { method: 'POST' });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain('mails are now off');
    expect(await preferencesOf(teacher)).toEqual({ ...DEFAULT_MAIL_PREFERENCES, bookingRequests: false });

    const before = await queuedSubjects(teacher.email);
    await book(student, teacher, hoursFromNow(44));
    expect(await queuedSubjects(teacher.email)).toEqual(before);
  });

  it('refuses a tampered or foreign token, changing nothing', async () => {
    const teacher = await signedInAccount('teacher', { name: 'Dr Tamper', subject: 'Art' });
    const student = await signedInAccount('student', { name: 'Tamper Student' });
    const victim = await signedInAccount('teacher', { name: 'Dr Victim', subject: 'Art' });
    await book(student, teacher, hoursFromNow(40));
    const [mail] = await mailsWithSubject(
      teacher.email,
      notificationTexts.bookingRequest.subject('Tamper Student'),
    );
    const link = unsubscribeLink.exec(mail?.text ?? '')?.[0] ?? '';
    const token = decodeURIComponent(new URL(link).searchParams.get('token') ?? '');
    const base = `${appUrl}/api/mail/unsubscribe?token=`;
    const tampered = [
      withPayload(token, (claim) => ({ ...claim, k: 'messages' })),
      withPayload(token, (claim) => ({ ...claim, e: victim.email })),
      `${token.slice(0, -2)}AA`,
      'not-a-token',
    ];
    for (const forged of tampered) {
      for (const method of ['GET', 'POST']) {
        const page = await fetch(`${base}${encodeURIComponent(forged)}`, { method });
        expect(page.status, `${method} ${forged}`).toBe(400);
        expect(await page.text()).toContain(unsubscribeTexts.invalid);
      }
      // A program asking for JSON gets the API's error shape.
      const answer = await fetch(`${base}${encodeURIComponent(forged)}`, {
        method: 'POST',
        headers: { accept: 'application/json' },
      });
      expect(answer.status).toBe(400);
      expect(await answer.json()).toEqual({ success: false, message: unsubscribeTexts.invalid });
    }
    expect(await preferencesOf(teacher)).toEqual(DEFAULT_MAIL_PREFERENCES);
    expect(await preferencesOf(victim)).toEqual(DEFAULT_MAIL_PREFERENCES);
  });

  it('always sends security mails, with every kind off, and without an unsubscribe link', async () => {
    const student = await signedInAccount('student', { name: 'Quiet Student' });
    const allOff = {
      bookingRequests: false,
      decisions: false,
      reminders: false,
      messages: false,
      account: false,
    };
    const saved = await callApi('/mail-preferences', { method: 'PUT', token: student.token, body: allOff });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(mailPreferencesTexts.saved);
    expect(await preferencesOf(student)).toEqual(allOff);

    expect((await callApi('/auth/forgot-password', { body: { email: student.email } })).status).toBe(200);
    const [reset] = await mailsWithSubject(student.email, notificationTexts.passwordReset.subject);
    expect(reset?.text).toContain('/reset-password/');
    expect(reset?.text).not.toMatch(unsubscribeLink);
  });
});
