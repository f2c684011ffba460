/// <reference lib="dom" />
// Messages between a student and a teacher in two browsers: each sees the other's message arrive live
// (a Firestore listener, no reload), the phone layout shows the list or the thread, a conversation starts
// from the search with someone never written to, and a failed send keeps the typed text.
import { collections, messagesTexts } from '@appointments/domain';
import { Timestamp } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signedInAccount } from '../support/accounts';
import { adminDb } from '../support/admin';
import { callApi } from '../support/api';
import { DESKTOP, openPage, PHONE, saveScreenshot, useChromium } from '../support/browser';
import { appUrl, logIn, seriousAxeViolations, waitForPath } from './browser-session';

const browser = await useChromium();
let teacher: SignedIn;
let student: SignedIn;

beforeAll(async () => {
  const tag = Date.now().toString(36);
  teacher = await signedInAccount('teacher', { name: `Prof Chat ${tag}`, subject: 'Linear Algebra' });
  student = await signedInAccount('student', { name: `Student Chat ${tag}` });
});

async function openMessages(page: Page, account: SignedIn, home: string): Promise<void> {
  await logIn(page, account.email, account.password);
  await waitForPath(page, home);
  await page.goto(`${appUrl}/messages`);
  await page.getByRole('heading', { level: 1, name: 'Messages' }).waitFor();
}

/** Searches the contact list and opens the conversation with `name`. */
async function openConversation(page: Page, searchLabel: string, name: string): Promise<void> {
  await page.getByRole('searchbox', { name: searchLabel }).fill(name);
  await page.getByRole('button', { name: new RegExp(name) }).click();
  await page.getByRole('heading', { level: 2, name }).waitFor();
}

function thread(page: Page, name: string) {
  return page.getByRole('log', { name: messagesTexts.conversationLabel(name) });
}

async function send(page: Page, text: string): Promise<void> {
  await page.getByRole('textbox', { name: messagesTexts.messageLabel }).fill(text);
  await page.getByRole('button', { name: messagesTexts.send, exact: true }).click();
}

/** Waits for the login toast to close so it neither hides the page nor counts in its audit. */
async function toastsGone(page: Page): Promise<void> {
  await page
    .locator('.Toastify__toast')
    .first()
    .waitFor({ state: 'detached', timeout: 5000 })
    .catch(() => {});
}

describe('messages between a student and a teacher', () => {
  it('each sees the other message arrive live, on desktop and on a phone', async () => {
    const studentSide = await openPage(browser, DESKTOP);
    const teacherSide = await openPage(browser, PHONE);
    const studentPage = studentSide.page;
    const teacherPage = teacherSide.page;

    await openMessages(studentPage, student, '/student/dashboard');
    await openMessages(teacherPage, teacher, '/teacher/dashboard');

    // A new student has no conversations yet: the list says so, and the search finds the teacher.
    await studentPage.getByText(messagesTexts.noConversations('student')).waitFor();
    await studentPage.getByRole('heading', { level: 2, name: messagesTexts.welcomeTitle }).waitFor();
    await openConversation(studentPage, 'Search teachers', teacher.name);
    await thread(studentPage, teacher.name).getByText(messagesTexts.startConversation).waitFor();

    // On a phone the teacher sees the list alone, with no conversation yet.
    await teacherPage.getByText(messagesTexts.noConversations('teacher')).waitFor();
    await teacherPage.getByText(messagesTexts.conversationsCount(0, false)).waitFor();

    await send(studentPage, 'Good morning, could we go over eigenvalues?');
    const own = thread(studentPage, teacher.name).getByRole('listitem').filter({ hasText: 'eigenvalues' });
    await own.waitFor();
    expect(await own.getAttribute('data-own')).toBe('true');
    // The listener may show the message before the send's answer empties the box.
    await expect
      .poll(() => studentPage.getByRole('textbox', { name: messagesTexts.messageLabel }).inputValue())
      .toBe('');

    // The new conversation arrives at the top of the teacher's list without a reload, unread, with the
    // message as its preview; opening it shows the thread alone on the phone, with a way back.
    const row = teacherPage.getByRole('button', { name: new RegExp(student.name) });
    await row.waitFor({ timeout: 10_000 });
    expect(await row.textContent()).toContain('Good morning, could we go over eigenvalues?');
    expect(await row.textContent()).toContain(messagesTexts.unread);
    await teacherPage.getByText(messagesTexts.conversationsCount(1, false)).waitFor();
    await row.click();
    await teacherPage.getByRole('heading', { level: 2, name: student.name }).waitFor();
    expect(await teacherPage.getByRole('searchbox', { name: 'Search students' }).isVisible()).toBe(false);
    await teacherPage.getByRole('button', { name: messagesTexts.backToContacts }).waitFor();

    // Arrives on the teacher's screen, on the contact's side.
    const received = thread(teacherPage, student.name)
      .getByRole('listitem')
      .filter({ hasText: 'eigenvalues' });
    await received.waitFor({ timeout: 10_000 });
    expect(await received.getAttribute('data-own')).toBe('false');
    // Sent just now: the time alone, on the 12-hour clock.
    expect(await received.locator('time').textContent()).toMatch(/^\d{1,2}:\d{2} (AM|PM)$/);

    await send(teacherPage, 'Of course. Tomorrow at 10?');
    await thread(studentPage, teacher.name)
      .getByText('Of course. Tomorrow at 10?')
      .waitFor({ timeout: 10_000 });
    const messages = await thread(studentPage, teacher.name).getByRole('listitem').allTextContents();
    expect(messages.map((text) => text.replace(/\d{1,2}:\d{2} (AM|PM)$/, ''))).toEqual([
      'You: Good morning, could we go over eigenvalues?',
      `${teacher.name}: Of course. Tomorrow at 10?`,
    ]);

    await toastsGone(studentPage);
    await toastsGone(teacherPage);
    await saveScreenshot(studentPage, 'messages-thread', DESKTOP);
    await saveScreenshot(teacherPage, 'messages-thread', PHONE);
    expect(await seriousAxeViolations(studentPage)).toEqual([]);
    expect(await seriousAxeViolations(teacherPage)).toEqual([]);

    // Back on the phone: the list again, the conversation now read and led by the teacher's reply.
    await teacherPage.getByRole('button', { name: messagesTexts.backToContacts }).click();
    await teacherPage.getByRole('searchbox', { name: 'Search students' }).waitFor();
    await expect
      .poll(() => row.textContent(), { timeout: 10_000 })
      .toContain(messagesTexts.lastMessageFromYou('Of course. Tomorrow at 10?'));
    expect(await row.textContent()).not.toContain(messagesTexts.unread);
    await saveScreenshot(teacherPage, 'messages-contacts', PHONE);
    expect(await seriousAxeViolations(teacherPage)).toEqual([]);

    await studentSide.context.close();
    await teacherSide.context.close();
  });

  it("starts a conversation by search: it leads the student's list, and the teacher has it", async () => {
    const tag = Date.now().toString(36);
    const writer = await signedInAccount('student', { name: `Student Search ${tag}` });
    const newTeacher = await signedInAccount('teacher', { name: `Prof Search ${tag}`, subject: 'Topology' });
    // An older conversation, so the new one has something to go above.
    const sent = await callApi('/message/send', {
      token: writer.token,
      body: { content: 'An earlier question', receiver: teacher.uid, receiverModel: 'teacher' },
    });
    expect(sent.status).toBe(201);

    const studentSide = await openPage(browser, DESKTOP);
    const page = studentSide.page;
    await openMessages(page, writer, '/student/dashboard');
    const rows = page
      .getByRole('region', { name: messagesTexts.contactsHeading('student') })
      .getByRole('button');
    await page.getByRole('button', { name: new RegExp(teacher.name) }).waitFor({ timeout: 10_000 });
    await page.getByText(messagesTexts.conversationsCount(1, false)).waitFor();

    // The search finds a teacher the student never wrote to; the thread is empty until the first message.
    await openConversation(page, 'Search teachers', newTeacher.name);
    await thread(page, newTeacher.name).getByText(messagesTexts.startConversation).waitFor();
    await send(page, 'Hello, may I ask about compact spaces?');
    await thread(page, newTeacher.name).getByText('Hello, may I ask about compact spaces?').waitFor();

    // Back to the list: the new conversation is at its top, above the older one.
    await page.getByRole('searchbox', { name: 'Search teachers' }).fill('');
    await page.getByText(messagesTexts.conversationsCount(2, false)).waitFor({ timeout: 10_000 });
    await expect
      .poll(async () => (await rows.allTextContents()).map((text) => text.includes(newTeacher.name)), {
        timeout: 10_000,
      })
      .toEqual([true, false]);
    expect(await rows.nth(1).textContent()).toContain(teacher.name);

    // The teacher finds it in their own list, unread, with the message as its preview.
    const teacherSide = await openPage(browser, DESKTOP);
    await openMessages(teacherSide.page, newTeacher, '/teacher/dashboard');
    const row = teacherSide.page.getByRole('button', { name: new RegExp(writer.name) });
    await row.waitFor({ timeout: 10_000 });
    expect(await row.textContent()).toContain('Hello, may I ask about compact spaces?');
    expect(await row.textContent()).toContain(messagesTexts.unread);
    await studentSide.context.close();
    await teacherSide.context.close();
  });

  it('loads older conversations a page at a time; a new message brings one from the second page to the top', async () => {
    const tag = Date.now().toString(36);
    const reader = await signedInAccount('student', { name: `Student Pages ${tag}` });
    // 32 conversations, one minute apart, the newest first: 30 on the first page, 2 on the second.
    const names = Array.from({ length: 32 }, (_, i) => `Prof Page ${i} ${tag}`);
    const conversation = (i: number) =>
      adminDb.collection(collections.conversations).doc(`${reader.uid}_${tag}-ct${i}`);
    const batch = adminDb.batch();
    names.forEach((name, i) => {
      batch.set(conversation(i), {
        studentId: reader.uid,
        teacherId: `${tag}-ct${i}`,
        lastMessage: `Question ${i}`,
        lastMessageAt: Timestamp.fromMillis(Date.now() - (i + 1) * 60_000),
        lastSenderModel: 'student',
        teacher: { name, email: `ct${i}.${tag}@college.edu`, subject: 'Algebra' },
        student: { name: reader.name, email: reader.email },
      });
    });
    await batch.commit();

    try {
      const { context, page } = await openPage(browser, DESKTOP);
      await openMessages(page, reader, '/student/dashboard');
      const list = page.getByRole('region', { name: messagesTexts.contactsHeading('student') });
      // Each row by the index of its teacher ('Prof Page 1 …' is no part of 'Prof Page 10 …').
      const shown = async () =>
        (await list.getByRole('listitem').allTextContents()).map((text) =>
          names.findIndex((name) => text.includes(name)),
        );
      await page.getByText(messagesTexts.conversationsCount(30, true)).waitFor({ timeout: 10_000 });
      expect(await shown()).toEqual(names.slice(0, 30).map((_, i) => i));

      await list.getByRole('button', { name: messagesTexts.loadMoreConversations }).click();
      await page.getByText(messagesTexts.conversationsCount(32, false)).waitFor({ timeout: 10_000 });
      expect(await shown()).toEqual(names.map((_, i) => i));

      // The oldest gets a new message: it leads the list, and the first page's last one is still listed.
      await conversation(31).update({ lastMessage: 'A new question', lastMessageAt: Timestamp.now() });
      await expect.poll(shown, { timeout: 10_000 }).toEqual([31, ...names.slice(0, 31).map((_, i) => i)]);
      await context.close();
    } finally {
      await Promise.all(names.map((_, i) => conversation(i).delete()));
    }
  });

  it('says when a send fails and keeps the typed text for another try', async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    await openMessages(page, student, '/student/dashboard');
    await openConversation(page, 'Search teachers', teacher.name);

    await page.route('**/api/message/send', (route) => route.abort('internetdisconnected'));
    await send(page, 'This one will not go through');
    await page.getByText(messagesTexts.sendFailedKept).waitFor();
    await page.getByText(messagesTexts.sendFailed).first().waitFor();
    await expect(page.getByRole('textbox', { name: messagesTexts.messageLabel }).inputValue()).resolves.toBe(
      'This one will not go through',
    );

    await page.unroute('**/api/message/send');
    await page.getByRole('button', { name: messagesTexts.send, exact: true }).click();
    await thread(page, teacher.name).getByText('This one will not go through').waitFor({ timeout: 10_000 });
    await expect
      .poll(() => page.getByRole('textbox', { name: messagesTexts.messageLabel }).inputValue())
      .toBe('');
    await context.close();
  });
});
