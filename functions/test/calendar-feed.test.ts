import { calendarFeedPath, collections } from '@appointments/domain';
import { Timestamp } from 'firebase-admin/firestore';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { studentRef } from '../src/data/accounts';
import { rebuildFeedMonths } from '../src/data/calendar-feed-months';
import { bookAppointment } from '../src/services/booking';
import { feedAddress, feedFile, rotateFeedAddress } from '../src/services/calendar-feed';
import { cancelByTeacher, decideAppointment } from '../src/services/teacher-decisions';
import { bookedSlot } from './support/booked';
import { useServiceEmulator } from './support/emulator';
import { addSlot, addTeacher, hoursAfter, testNow } from './support/fixtures';

const { db } = useServiceEmulator();

/** Documents read since the last call (the emulator's read counter), as Firestore bills them. */
async function takeReads(): Promise<{ reads: number; byOperation: Record<string, number> }> {
  const url = `http://${process.env.FIRESTORE_EMULATOR_HOST}/emulator/v1/projects/${process.env.GCLOUD_PROJECT}/reads`;
  return (await fetch(url, { method: 'DELETE' })).json() as Promise<{
    reads: number;
    byOperation: Record<string, number>;
  }>;
}

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

  it('reads the account and at most 8 month documents, however many sessions the teacher has', async () => {
    // 150 approved sessions over the feed's seven months, written around the API, then the backfill.
    const writer = db().bulkWriter();
    const stamp = Timestamp.fromDate(testNow);
    for (let index = 0; index < 150; index++) {
      void writer.set(db().collection(collections.appointments).doc(`a${index}`), {
        teacherId: 't1',
        studentId: `s${index % 7}`,
        status: 'approved',
        dateTime: Timestamp.fromDate(hoursAfter(-24 * 29 + index * 33)),
        purpose: 'Doubts',
        bookingType: 'slot_booking',
        durationMinutes: 30,
        approvedAt: stamp,
        canceledAt: null,
        createdAt: stamp,
        updatedAt: stamp,
        teacher: {
          name: 'Teacher t1',
          subject: 'Optics',
          department: 'Physics',
          profile: { profilePicture: null },
        },
        student: {
          name: `Student s${index % 7}`,
          email: `s${index % 7}@college.test`,
          profile: { profilePicture: null },
        },
      });
    }
    await writer.close();
    await rebuildFeedMonths();
    await addTeacher('t1');
    const token = tokenOf(await feedAddress('t1', 'teacher', testNow));
    await takeReads();
    const file = await feedFile(token, testNow);
    const reads = await takeReads();
    expect(events(file?.body ?? '')).toHaveLength(150);
    // The token's query (1), the account (1) and the window's months (2030-02 to 2030-08: 7).
    expect(reads.reads).toBeLessThanOrEqual(10);
    expect(reads.byOperation).toMatchObject({ query: 1, get: reads.reads - 1 });
  });
});
