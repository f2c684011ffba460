import { collections, DEFAULT_MAIL_PREFERENCES, unsubscribeTexts } from '@appointments/domain';
import { describe, expect, it } from 'vitest';
import { bookAppointment } from '../src/services/booking';
import { mailPreferencesOf, saveMailPreferences, unsubscribeAddress } from '../src/services/mail-preferences';
import { cancelByStudent } from '../src/services/student-changes';
import { cancelByTeacher, decideAppointment } from '../src/services/teacher-decisions';
import { useServiceEmulator } from './support/emulator';
import { addStudent, addTeacher, customRequestToT1, hoursAfter, testNow } from './support/fixtures';
import { refusal } from './support/refusal';

const { db } = useServiceEmulator();

/** How many documents of `collection` are addressed to `email`. */
const countTo = async (collection: string, email: string) =>
  (await db().collection(collection).where('to', '==', email).get()).size;
const mailsTo = (email: string) => countTo(collections.mail, email);
const noticesTo = (email: string) => countTo(collections.notifications, email);

describe('mail preferences', () => {
  it('starts with every kind on, and keeps what the person saves', async () => {
    await addTeacher('t1');
    expect(await mailPreferencesOf('teacher', 't1')).toEqual(DEFAULT_MAIL_PREFERENCES);

    await saveMailPreferences('teacher', 't1', { ...DEFAULT_MAIL_PREFERENCES, reminders: false });

    expect(await mailPreferencesOf('teacher', 't1')).toEqual({
      ...DEFAULT_MAIL_PREFERENCES,
      reminders: false,
    });
  });

  it("turns one kind off from a mail's link, and no mail of that kind is queued any more", async () => {
    await addTeacher('t1');
    await addStudent('s1');
    await bookAppointment('s1', customRequestToT1(hoursAfter(24)), testNow);

    await unsubscribeAddress('t1@college.test', 'bookingRequests');
    await bookAppointment('s1', customRequestToT1(hoursAfter(26)), testNow);

    expect((await mailPreferencesOf('teacher', 't1')).bookingRequests).toBe(false);
    expect((await mailPreferencesOf('teacher', 't1')).decisions).toBe(true);
    expect(await mailsTo('t1@college.test')).toBe(1);
  });

  it('queues no decision mail to a student who turned decisions off, and still tells one who did not', async () => {
    await addTeacher('t1');
    await addStudent('s1');
    await addStudent('s2');
    await saveMailPreferences('student', 's1', { ...DEFAULT_MAIL_PREFERENCES, decisions: false });
    const quiet = await bookAppointment('s1', customRequestToT1(hoursAfter(24)), testNow);
    const told = await bookAppointment('s2', customRequestToT1(hoursAfter(30)), testNow);

    await decideAppointment('t1', quiet._id, 'approved', testNow);
    await decideAppointment('t1', told._id, 'canceled', testNow);

    expect(await mailsTo('s1@college.test')).toBe(0);
    expect(await mailsTo('s2@college.test')).toBe(1);
    // The teacher chose nothing: both requests were mailed.
    expect(await mailsTo('t1@college.test')).toBe(2);
  });

  it("honours the recipient's choices when a session is called off from either side", async () => {
    await addTeacher('t1');
    await addStudent('s1');
    await saveMailPreferences('student', 's1', { ...DEFAULT_MAIL_PREFERENCES, decisions: false });
    await saveMailPreferences('teacher', 't1', { ...DEFAULT_MAIL_PREFERENCES, bookingRequests: false });
    const byTeacher = await bookAppointment('s1', customRequestToT1(hoursAfter(24)), testNow);
    const byStudent = await bookAppointment('s1', customRequestToT1(hoursAfter(30)), testNow);
    await decideAppointment('t1', byTeacher._id, 'approved', testNow);
    const [studentNotices, teacherNotices] = [
      await noticesTo('s1@college.test'),
      await noticesTo('t1@college.test'),
    ];

    await cancelByTeacher('t1', byTeacher._id, 'Away at a conference', testNow);
    await cancelByStudent('s1', byStudent._id, 'Clash with a lab', testNow);

    expect(await mailsTo('s1@college.test')).toBe(0);
    expect(await mailsTo('t1@college.test')).toBe(0);
    // Each still hears of it in the app.
    expect(await noticesTo('s1@college.test')).toBe(studentNotices + 1);
    expect(await noticesTo('t1@college.test')).toBe(teacherNotices + 1);
  });

  it('answers a link for an address no longer registered as missing', async () => {
    const error = await refusal(unsubscribeAddress('gone@college.test', 'messages'));
    expect(error.status).toBe(404);
    expect(error.message).toBe(unsubscribeTexts.accountGone);
  });
});
