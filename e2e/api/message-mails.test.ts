// Mails of unread messages on the local stack: the test moves the stack's clock and runs the scheduled
// job's code through the internal route, as the stack's own interval does every minute. Mails queued
// in `mail` are counted right after the job returns (it queues them in its transaction), and read
// from the mail sink as delivered.
import { collections, MESSAGE_DIGEST_INTERVAL_MS, notificationTexts } from '@appointments/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { type SignedIn, signedInAccount } from '../support/accounts';
import { adminDb, setClockOffset } from '../support/admin';
import { callApi } from '../support/api';
import { mailsTo, mailsWithSubject } from '../support/mail';
import { appUrl } from '../support/stack-env';

const t = notificationTexts.newMessages;

async function send(from: SignedIn, to: SignedIn, receiverModel: 'student' | 'teacher', content: string) {
  const answer = await callApi('/message/send', {
    token: from.token,
    body: { content, receiver: to.uid, receiverModel },
  });
  expect(answer.status).toBe(201);
}

async function runMessageMails() {
  const run = await callApi('/internal/run-message-mails', { method: 'POST', body: {} });
  expect(run.status).toBe(200);
}

/** Subjects of the message mails queued for `email` (the job writes them before it answers). */
async function queuedMessageMails(email: string): Promise<string[]> {
  const queued = await adminDb.collection(collections.mail).where('to', '==', email).get();
  return queued.docs
    .map((doc) => String(doc.get('message.subject')))
    .filter((subject) => subject.includes('message'));
}

/** The numbers of the burst messages a mail lists, in its order. */
function listedBurst(text: string): number[] {
  return [...text.matchAll(/: Burst message (\d+)$/gm)].map((match) => Number(match[1]));
}

afterEach(async () => {
  await setClockOffset(0);
});

describe('message mails', { timeout: 150_000 }, () => {
  it('mails a burst of 20 messages once, then the later unread ones in one digest after 15 minutes', async () => {
    const teacher = await signedInAccount('teacher', { name: 'Dr Inbox', subject: 'Physics' });
    const student = await signedInAccount('student', { name: 'Burst Student' });
    const burst = Array.from({ length: 20 }, (_, i) => `Burst message ${i + 1}`);
    // One after another, as a person types them.
    for (const content of burst) await send(student, teacher, 'teacher', content);

    // A minute later the job has run (here twice): one mail, listing the messages.
    await setClockOffset(60_000);
    await runMessageMails();
    await runMessageMails();
    const [subject, ...more] = await queuedMessageMails(teacher.email);
    expect(more).toEqual([]);
    const [first] = await mailsWithSubject(teacher.email, subject ?? '');
    expect(first?.subject).toMatch(/from Burst Student$/);
    expect(first?.text).toContain('Hello Dr Inbox,');
    expect(first?.text).toContain(`${t.action}: ${appUrl}/messages`);
    // The mail lists what had arrived when the job ran (the stack's own minute may have cut the burst),
    // oldest first, each with its IST time.
    const inFirst = listedBurst(first?.text ?? '');
    expect(inFirst.length).toBeGreaterThan(0);
    expect(inFirst).toEqual([...inFirst].sort((a, b) => a - b));
    expect(first?.text).toMatch(/ at \d{1,2}:\d{2} (AM|PM): Burst message 1$/m);

    // Later messages, still unread: nothing before 15 minutes have passed since that mail…
    await send(student, teacher, 'teacher', 'Later one');
    await send(student, teacher, 'teacher', 'Later two');
    await setClockOffset(5 * 60_000);
    await runMessageMails();
    expect(await queuedMessageMails(teacher.email)).toHaveLength(1);

    // …then one digest with the messages no mail listed yet: every message in exactly one mail.
    await setClockOffset(60_000 + MESSAGE_DIGEST_INTERVAL_MS + 60_000);
    await runMessageMails();
    await runMessageMails();
    const subjects = await queuedMessageMails(teacher.email);
    expect(subjects).toHaveLength(2);
    // The sink keeps arrival order: the digest is the second message mail.
    const delivered = async () =>
      (await mailsTo(teacher.email)).filter((m) => m.subject.endsWith('Burst Student'));
    await expect.poll(async () => (await delivered()).length, { timeout: 60_000 }).toBe(2);
    const digest = (await delivered())[1];
    expect(digest?.text).toContain(': Later one');
    expect(digest?.text).toContain(': Later two');
    const inDigest = listedBurst(digest?.text ?? '');
    expect(digest?.subject).toBe(t.subject('Burst Student', inDigest.length + 2));
    expect([...inFirst, ...inDigest]).toEqual(burst.map((_, i) => i + 1));
  });

  it('mails nothing for a message read before the minute passes, and mails the next unread one', async () => {
    const teacher = await signedInAccount('teacher', { name: 'Dr Reader', subject: 'Maths' });
    const student = await signedInAccount('student', { name: 'Reading Student' });
    await send(teacher, student, 'student', 'Seen at once');
    const read = await callApi(`/message/read/${teacher.uid}`, { method: 'POST', token: student.token });
    expect(read.status).toBe(200);
    await setClockOffset(60_000);
    await runMessageMails();
    expect(await queuedMessageMails(student.email)).toEqual([]);

    await send(teacher, student, 'student', 'Not seen');
    await setClockOffset(2 * 60_000);
    await runMessageMails();
    expect(await queuedMessageMails(student.email)).toEqual([t.subject('Dr Reader', 1)]);
    const mails = await mailsWithSubject(student.email, t.subject('Dr Reader', 1));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(': Not seen');
    expect(mails[0]?.text).not.toContain('Seen at once');
  });
});
