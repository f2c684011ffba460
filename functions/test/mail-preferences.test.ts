import { collections, DEFAULT_MAIL_PREFERENCES, unsubscribeTexts } from '@appointments/domain';
import { describe, expect, it } from 'vitest';
import { bookAppointment } from '../src/services/booking';
import { mailPreferencesOf, saveMailPreferences, unsubscribeAddress } from '../src/services/mail-preferences';
import { useServiceEmulator } from './support/emulator';
import { addStudent, addTeacher, customRequestToT1, hoursAfter, testNow } from './support/fixtures';
import { refusal } from './support/refusal';

const { db } = useServiceEmulator();

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
    const mails = await db().collection(collections.mail).where('to', '==', 't1@college.test').get();
    expect(mails.size).toBe(1);
  });

  it('answers a link for an address no longer registered as missing', async () => {
    const error = await refusal(unsubscribeAddress('gone@college.test', 'messages'));
    expect(error.status).toBe(404);
    expect(error.message).toBe(unsubscribeTexts.accountGone);
  });
});
