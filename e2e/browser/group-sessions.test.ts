/// <reference lib="dom" />
// Group sessions and waitlists in two real browsers against the local stack: the seats left change live in
// one student's booking modal as another student books, and a student takes a held seat from the dashboard.
import {
  bookingModalTexts,
  findTeachersTexts,
  formatTime,
  formatWeekdayDate,
  groupSessionSuccess,
  seatsLeftText,
  type WaitlistEntryAnswer,
  waitlistTexts,
} from '@appointments/domain';
import { describe, expect, it } from 'vitest';
import { signedInAccount } from '../support/accounts';
import { callApi } from '../support/api';
import { DESKTOP, PHONE, saveScreenshot, useChromium } from '../support/browser';
import { bookSlot, cancelAsStudent } from '../support/lifecycle';
import { hoursFromNow } from '../support/time';
import { searchFindTeachers, signedInPage, toastShown, uniqueWord } from './browser-session';

const browser = await useChromium();

describe('group sessions in two browsers', () => {
  it('shows the seats left live as another student books', async () => {
    const subject = uniqueWord('Calculus');
    const teacher = await signedInAccount('teacher', { name: 'Meera Iyer', subject });
    const [watcher, booker] = await Promise.all([signedInAccount('student'), signedInAccount('student')]);
    const slot = hoursFromNow(40);
    const added = await callApi('/teacher/availability', {
      token: teacher.token,
      body: { slots: [{ dateTime: slot, capacity: 20 }] },
    });
    expect(added.status).toBe(201);

    const view = await signedInPage(browser, watcher, '/student/dashboard', { viewport: DESKTOP });
    await searchFindTeachers(view.page, subject.toLowerCase());
    const card = view.page
      .getByRole('article', { name: teacher.name })
      .filter({ has: view.page.getByRole('button', { name: findTeachersTexts.bookAppointment }) });
    const booking = view.page.getByRole('dialog', { name: bookingModalTexts.title(true, teacher.name) });
    // The radio's name: the day, the time, where it meets, then the seats (a substring match).
    const radio = (seatsLeft: number) =>
      booking
        .getByRole('radio', { name: `${formatWeekdayDate(slot)}, ${formatTime(slot)}` })
        .and(booking.getByRole('radio', { name: seatsLeftText(seatsLeft, 20) }));
    await card.getByRole('button', { name: findTeachersTexts.bookAppointment }).click();
    await radio(20).waitFor({ timeout: 15_000 });
    // The other student books in their own session: this modal was not reopened.
    expect((await bookSlot(booker, teacher, slot)).status).toBe(201);
    await radio(19).waitFor({ timeout: 10_000 });
    await saveScreenshot(view.page, 'group-session-seats', DESKTOP, { fullPage: false });

    // Opened again at phone size, the modal starts from the seats left now.
    await view.page.setViewportSize(PHONE);
    await view.page.keyboard.press('Escape');
    await booking.waitFor({ state: 'detached' });
    await card.getByRole('button', { name: findTeachersTexts.bookAppointment }).click();
    await radio(19).waitFor({ timeout: 15_000 });
    await saveScreenshot(view.page, 'group-session-seats', PHONE, { fullPage: false });
    await view.context.close();
  });

  it('a student takes a held seat from the dashboard', async () => {
    const teacher = await signedInAccount('teacher', {
      name: 'Kiran Shah',
      subject: uniqueWord('Statistics'),
    });
    const [first, second, waiting] = await Promise.all([
      signedInAccount('student'),
      signedInAccount('student'),
      signedInAccount('student', { name: 'Leela Nair' }),
    ]);
    const slot = hoursFromNow(44);
    await callApi('/teacher/availability', {
      token: teacher.token,
      body: { slots: [{ dateTime: slot, capacity: 2 }] },
    });
    const booked = await bookSlot(first, teacher, slot);
    await bookSlot(second, teacher, slot);
    const joined = await callApi('/student/waitlist', {
      token: waiting.token,
      body: { teacherId: teacher.uid, dateTime: slot },
    });
    expect(joined.status).toBe(201);

    // One page, seen at phone size and then at desktop size.
    const view = await signedInPage(browser, waiting, '/student/dashboard', { viewport: PHONE });
    const entry = view.page.getByTestId('waitlist-entry');
    await entry.getByText(waitlistTexts.position(1)).waitFor({ timeout: 15_000 });
    await entry.scrollIntoViewIfNeeded();
    await saveScreenshot(view.page, 'waitlist-position', PHONE, { fullPage: false });
    await view.page.setViewportSize(DESKTOP);
    await entry.getByText(waitlistTexts.position(1)).waitFor({ timeout: 15_000 });
    // A seat frees in the other student's session: the offer arrives on this dashboard by itself.
    await cancelAsStudent(first, (booked.body.data as { _id: string })._id);
    await entry.getByRole('button', { name: waitlistTexts.take }).waitFor({ timeout: 15_000 });
    await saveScreenshot(view.page, 'waitlist-offer', DESKTOP, { fullPage: false });
    await entry.getByRole('button', { name: waitlistTexts.take }).click();
    await toastShown(view.page, groupSessionSuccess.taken);
    await entry.waitFor({ state: 'detached', timeout: 10_000 });

    const mine = await callApi<WaitlistEntryAnswer[]>('/student/waitlist', { token: waiting.token });
    expect(mine.body.data).toEqual([]);
    const appointments = await callApi<{ dateTime: string; groupSession?: boolean }[]>(
      '/student/appointments',
      {
        token: waiting.token,
      },
    );
    expect(appointments.body.data?.map((one) => [one.dateTime, one.groupSession])).toEqual([[slot, true]]);
    await view.context.close();

    // The teacher's side: the session with its attendees and their states.
    const teacherView = await signedInPage(browser, teacher, '/teacher/dashboard', { viewport: DESKTOP });
    const session = teacherView.page.getByTestId('group-session');
    for (const viewport of [DESKTOP, PHONE]) {
      await teacherView.page.setViewportSize(viewport);
      await session.getByText(waiting.name).waitFor({ timeout: 15_000 });
      await session.scrollIntoViewIfNeeded();
      await saveScreenshot(teacherView.page, 'group-sessions-teacher', viewport, { fullPage: false });
    }
    await teacherView.context.close();
  });
});
