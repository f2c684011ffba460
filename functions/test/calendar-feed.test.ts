import { calendarFeedPath } from '@appointments/domain';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { studentRef } from '../src/data/accounts';
import { bookAppointment } from '../src/services/booking';
import { feedAddress, feedFile, rotateFeedAddress } from '../src/services/calendar-feed';
import { cancelByTeacher, decideAppointment } from '../src/services/teacher-decisions';
import { bookedSlot } from './support/booked';
import { useServiceEmulator } from './support/emulator';
import { addSlot, hoursAfter, testNow } from './support/fixtures';

useServiceEmulator();

const tokenOf = (url: string) =>
  url
    .split('/')
    .pop()
    ?.replace(/\.ics$/, '') ?? '';

function events(body: string) {
  const calendar = new ICAL.Component(ICAL.parse(body));
  return calendar.getAllSubcomponents('vevent').map((vevent) => ({
    uid: String(vevent.getFirstPropertyValue('uid')),
    status: vevent.getFirstPropertyValue('status'),
  }));
}

describe('calendar subscription feed', () => {
  it('lists approved sessions with the invitation UID and a called-off one as CANCELLED', async () => {
    const approved = await bookedSlot(hoursAfter(48));
    await decideAppointment('t1', approved._id, 'approved', testNow);
    const canceledTime = hoursAfter(96);
    await addSlot('t1', canceledTime);
    const canceled = await bookAppointment(
      's1',
      { bookingType: 'slot_booking', teacherId: 't1', dateTime: canceledTime.toISOString(), purpose: '' },
      testNow,
    );
    await decideAppointment('t1', canceled._id, 'approved', testNow);
    await cancelByTeacher('t1', canceled._id, 'Ill', hoursAfter(1));

    const pendingTime = hoursAfter(72);
    await addSlot('t1', pendingTime);
    await bookAppointment(
      's1',
      { bookingType: 'slot_booking', teacherId: 't1', dateTime: pendingTime.toISOString(), purpose: '' },
      testNow,
    );
    const url = await feedAddress('s1', 'student', testNow);
    expect(url).toContain(calendarFeedPath(tokenOf(url)));
    expect(await feedAddress('s1', 'student', testNow)).toBe(url);
    const file = await feedFile(tokenOf(url), hoursAfter(2));
    expect(file).not.toBeNull();
    expect(events(file?.body ?? '').sort((a, b) => a.uid.localeCompare(b.uid))).toEqual(
      [
        { uid: `appointment-${approved._id}@college-appointments`, status: null },
        { uid: `appointment-${canceled._id}@college-appointments`, status: 'CANCELLED' },
      ].sort((a, b) => a.uid.localeCompare(b.uid)),
    );
    // The same data gives the same text: the ETag holds between polls.
    expect((await feedFile(tokenOf(url), hoursAfter(3)))?.etag).toBe(file?.etag);
  });

  it('stops answering an old address after a rotation, and for a suspended account', async () => {
    await bookedSlot(hoursAfter(48));
    const old = await feedAddress('s1', 'student', testNow);
    const fresh = await rotateFeedAddress('s1', 'student', testNow);
    expect(fresh).not.toBe(old);
    expect(await feedFile(tokenOf(old), testNow)).toBeNull();
    expect(await feedFile(tokenOf(fresh), testNow)).not.toBeNull();
    await studentRef('s1').update({ isApproved: false });
    expect(await feedFile(tokenOf(fresh), testNow)).toBeNull();
    expect(await feedFile('not-a-token', testNow)).toBeNull();
  });
});
