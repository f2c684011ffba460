import {
  collections,
  DEFAULT_MAIL_PREFERENCES,
  NOTIFICATIONS_PAGE_SIZE,
  notificationTexts,
} from '@appointments/domain';
import { describe, expect, it } from 'vitest';
import { writeNotification } from '../src/notifications/in-app';
import { bookAppointment } from '../src/services/booking';
import { saveMailPreferences } from '../src/services/mail-preferences';
import { markNotificationsRead, notificationPage } from '../src/services/notification-center';
import { decideAppointment } from '../src/services/teacher-decisions';
import { useServiceEmulator } from './support/emulator';
import { addStudent, addTeacher, customRequestToT1, hoursAfter, testNow } from './support/fixtures';

const { db } = useServiceEmulator();

const KEPT_MS = 90 * 24 * 60 * 60 * 1000;

describe('notification center', () => {
  it('writes a notice beside each mail, in the same commit, linking to the page the mail opens', async () => {
    await addTeacher('t1');
    await addStudent('s1');
    const booked = await bookAppointment('s1', customRequestToT1(hoursAfter(24)), testNow);

    const teacherPage = await notificationPage('t1@college.test');
    expect(teacherPage.unread).toBe(1);
    expect(teacherPage.notifications).toEqual([
      expect.objectContaining({
        kind: 'bookingRequests',
        title: notificationTexts.bookingRequest.subject('Student s1'),
        body: notificationTexts.bookingRequest.customIntro('Student s1'),
        link: '/teacher/dashboard',
        read: false,
      }),
    ]);
    const stored = (
      await db().collection(collections.notifications).where('to', '==', 't1@college.test').get()
    ).docs[0];
    const created = stored?.get('createdAt').toMillis() as number;
    expect(stored?.get('expireAt').toMillis() - created).toBe(KEPT_MS);

    await decideAppointment('t1', booked._id, 'approved', testNow);
    const studentPage = await notificationPage('s1@college.test');
    expect(studentPage.notifications.map((n) => [n.kind, n.link])).toEqual([
      ['decisions', '/student/dashboard'],
    ]);
  });

  it('notifies a person who turned that kind of mail off, and queues no mail for them', async () => {
    await addTeacher('t1');
    await addStudent('s1');
    await saveMailPreferences('teacher', 't1', { ...DEFAULT_MAIL_PREFERENCES, bookingRequests: false });
    await bookAppointment('s1', customRequestToT1(hoursAfter(24)), testNow);

    expect((await notificationPage('t1@college.test')).unread).toBe(1);
    const mails = await db().collection(collections.mail).where('to', '==', 't1@college.test').get();
    expect(mails.size).toBe(0);
  });

  it("pages newest first with a cursor, and marks named ones or all read, only the caller's own", async () => {
    const total = NOTIFICATIONS_PAGE_SIZE + 3;
    const batch = db().batch();
    for (let i = 0; i < total; i++) {
      const notice = { title: `Notice ${i}`, body: '', link: '/teacher/dashboard' };
      writeNotification(batch, 't1@college.test', 'bookingRequests', notice, new Date(testNow.getTime() + i));
    }
    await batch.commit();
    const first = await notificationPage('t1@college.test');
    expect(first.notifications).toHaveLength(NOTIFICATIONS_PAGE_SIZE);
    expect(first.unread).toBe(total);
    expect(first.notifications[0]?.title).toBe(`Notice ${total - 1}`);
    const times = first.notifications.map((n) => Date.parse(n.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const second = await notificationPage('t1@college.test', first.nextCursor ?? '');
    expect(second.notifications).toHaveLength(3);
    expect(second.nextCursor).toBeNull();
    const ids = [...first.notifications, ...second.notifications].map((n) => n._id);
    expect(new Set(ids).size).toBe(total);

    // Another person's ids are not theirs to mark; an id twice is marked once.
    const [one, two] = ids;
    const foreign = await markNotificationsRead(db(), 's1@college.test', { ids: [one ?? ''] }, testNow);
    expect(foreign).toEqual({ marked: 0, unread: 0 });
    const named = await markNotificationsRead(
      db(),
      't1@college.test',
      { ids: [one ?? '', two ?? ''] },
      testNow,
    );
    expect(named).toEqual({ marked: 2, unread: total - 2 });
    const again = await markNotificationsRead(db(), 't1@college.test', { ids: [one ?? ''] }, testNow);
    expect(again).toEqual({ marked: 0, unread: total - 2 });

    const all = await markNotificationsRead(db(), 't1@college.test', { all: true }, testNow);
    expect(all).toEqual({ marked: total - 2, unread: 0 });
    expect((await notificationPage('t1@college.test')).notifications.every((n) => n.read)).toBe(true);
  });

  it("ignores a cursor that names another person's notice", async () => {
    await addTeacher('t1');
    await addStudent('s1');
    const booked = await bookAppointment('s1', customRequestToT1(hoursAfter(24)), testNow);
    await decideAppointment('t1', booked._id, 'approved', testNow);
    const studentNotice = (await notificationPage('s1@college.test')).notifications[0]?._id ?? '';
    const page = await notificationPage('t1@college.test', studentNotice);
    expect(page.notifications).toHaveLength(1);
  });
});
