// The teacher's own calendar as busy times, end to end: the test serves the calendar itself over https on
// loopback (a self-signed certificate that only the local stack's test-host setting trusts), the API reads
// it, expands it, hides the overlapping slots and reports the clash with an approved session.
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { apiErrorMessages, busyCalendarTexts, collections } from '@appointments/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selfSignedCertificate } from '../../scripts/lib/test-certificate';
import { signedInAccount } from '../support/accounts';
import { adminDb, setClockOffset, storedDoc } from '../support/admin';
import { callApi } from '../support/api';
import { addSlots, bookSlot, decide } from '../support/lifecycle';

const TEST_HOST = 'calendar.test';
const certificate = selfSignedCertificate(TEST_HOST);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const IST = 5.5 * HOUR;

/** The next Monday 00:00 IST at least 3 days ahead, as UTC millis. */
function mondayAhead(): number {
  const istNow = Date.now() + IST;
  const istMidnight = Math.floor(istNow / DAY) * DAY;
  const weekday = new Date(istMidnight).getUTCDay();
  let days = (8 - weekday) % 7;
  if (days < 3) days += 7;
  return istMidnight + days * DAY - IST;
}

const monday = mondayAhead();
const at = (dayOffset: number, istHour: number) =>
  new Date(monday + dayOffset * DAY + istHour * HOUR).toISOString();
const icsDate = (millis: number, withTime = true) => {
  const iso = new Date(millis + IST).toISOString().replace(/[-:]/g, '').slice(0, 15);
  return withTime ? iso : iso.slice(0, 8);
};
/** Tuesday 09:00 in London, as UTC (London's offset that day from the platform's own zone data). */
const londonNine = (() => {
  const tuesday = new Date(monday + DAY + 12 * HOUR);
  const local = new Date(tuesday.toLocaleString('en-US', { timeZone: 'Europe/London' }));
  const utc = new Date(tuesday.toLocaleString('en-US', { timeZone: 'UTC' }));
  const offset = local.getTime() - utc.getTime();
  const londonDate = tuesday.toLocaleDateString('en-CA', { timeZone: 'Europe/London' }).replace(/-/g, '');
  return {
    utc:
      Date.parse(`${londonDate.slice(0, 4)}-${londonDate.slice(4, 6)}-${londonDate.slice(6)}T09:00:00Z`) -
      offset,
    londonDate,
  };
})();

function calendarText(withHoliday: boolean): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Test//Faculty//EN',
    'BEGIN:VEVENT',
    'UID:faculty-meeting@test',
    'DTSTAMP:20260101T000000Z',
    `DTSTART;TZID=Asia/Kolkata:${icsDate(monday + 10 * HOUR)}`,
    `DTEND;TZID=Asia/Kolkata:${icsDate(monday + 11 * HOUR)}`,
    'RRULE:FREQ=WEEKLY;COUNT=4',
    `EXDATE;TZID=Asia/Kolkata:${icsDate(monday + 7 * DAY + 10 * HOUR)}`,
    'SUMMARY:Faculty meeting',
    'END:VEVENT',
    'BEGIN:VEVENT',
    'UID:london@test',
    'DTSTAMP:20260101T000000Z',
    `DTSTART;TZID=Europe/London:${londonNine.londonDate}T090000`,
    `DTEND;TZID=Europe/London:${londonNine.londonDate}T100000`,
    'SUMMARY:Call with London',
    'END:VEVENT',
  ];
  if (withHoliday) {
    lines.push(
      'BEGIN:VEVENT',
      'UID:holiday@test',
      'DTSTAMP:20260101T000000Z',
      `DTSTART;VALUE=DATE:${icsDate(monday + 2 * DAY, false)}`,
      `DTEND;VALUE=DATE:${icsDate(monday + 3 * DAY, false)}`,
      'SUMMARY:College holiday',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.join('\r\n');
}

let served = { status: 200, body: calendarText(true) };
let server: Server;
let port = 0;

beforeAll(async () => {
  server = createServer({ cert: certificate.cert, key: certificate.key }, (_req, res) => {
    res.writeHead(served.status, { 'content-type': 'text/calendar' }).end(served.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  await adminDb.doc('_emulator/busyCalendarTestHost').set({ hostname: TEST_HOST, cert: certificate.cert });
});

afterAll(async () => {
  await adminDb.doc('_emulator/busyCalendarTestHost').delete();
  await setClockOffset(0);
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

interface BusyState {
  status: string;
  lastFetchedAt: string | null;
  busyCount: number;
  error?: string | null;
  conflicts?: { id: string }[];
}

async function blockedSlots(teacherId: string): Promise<Record<string, string | null>> {
  const slots = await storedDoc.teacher(teacherId).collection(collections.slots).get();
  return Object.fromEntries(
    slots.docs.map((doc) => [
      (doc.get('dateTime') as FirebaseFirestore.Timestamp).toDate().toISOString(),
      doc.get('blocked') ?? null,
    ]),
  );
}

describe('busy times from the teacher calendar', { timeout: 180_000 }, () => {
  it('hides exactly the overlapping slots and shows the clash with an approved session', async () => {
    const teacher = await signedInAccount('teacher');
    const student = await signedInAccount('student');
    const londonSession = new Date(londonNine.utc + 30 * 60_000).toISOString();
    const slots = {
      meeting: at(0, 10.5),
      afterMeeting: at(0, 11),
      excluded: at(7, 10),
      lastMeeting: at(21, 10),
      holiday: at(2, 12),
      dayAfterHoliday: at(3, 12),
      london: new Date(londonNine.utc).toISOString(),
      afterLondon: new Date(londonNine.utc + 2 * HOUR).toISOString(),
    };
    expect((await addSlots(teacher, [...Object.values(slots), londonSession])).status).toBe(201);
    const booked = await bookSlot(student, teacher, londonSession);
    expect(booked.status).toBe(201);
    const sessionId = booked.body.data?._id ?? '';
    expect((await decide(teacher, sessionId, 'approved')).status).toBe(200);

    const saved = await callApi<BusyState>('/teacher/busy-calendar', {
      method: 'PUT',
      token: teacher.token,
      body: { url: `https://${TEST_HOST}:${port}/faculty.ics` },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data?.status).toBe('ok');
    expect(saved.body.data?.lastFetchedAt).not.toBeNull();
    // Meetings on weeks 1, 3 and 4 (week 2 excluded), London, the holiday.
    expect(saved.body.data?.busyCount).toBe(5);

    expect(await blockedSlots(teacher.uid)).toEqual({
      [slots.meeting]: 'busy',
      [slots.afterMeeting]: null,
      [slots.excluded]: null,
      [slots.lastMeeting]: 'busy',
      [slots.holiday]: 'busy',
      [slots.dayAfterHoliday]: null,
      [slots.london]: 'busy',
      [slots.afterLondon]: null,
    });
    const hidden = await bookSlot(student, teacher, slots.meeting);
    expect(hidden.status).toBe(409);
    expect(hidden.body.message).toBe(apiErrorMessages.slotTaken);

    const card = await callApi<BusyState>('/teacher/busy-calendar', { token: teacher.token });
    expect(card.body.data?.conflicts?.map((conflict) => conflict.id)).toEqual([sessionId]);
    // Shown, never cancelled by itself.
    expect((await storedDoc.appointment(sessionId).get()).get('status')).toBe('approved');

    // A failed reading says why and keeps the last good copy.
    served = { status: 500, body: 'oops' };
    const failed = await callApi<BusyState>('/teacher/busy-calendar/refresh', {
      method: 'POST',
      token: teacher.token,
    });
    expect(failed.body.data?.status).toBe('error');
    expect(failed.body.data?.error).toBe(
      busyCalendarTexts.couldNotRead(busyCalendarTexts.fetchErrors.status(500)),
    );
    expect(failed.body.data?.busyCount).toBe(5);
    expect((await blockedSlots(teacher.uid))[slots.holiday]).toBe('busy');

    // The scheduled reading 15 minutes on: the holiday is gone from the calendar, its slot offered again.
    served = { status: 200, body: calendarText(false) };
    await setClockOffset(16 * 60_000);
    const run = await callApi<{ read: number }>('/internal/run-busy-calendars', { method: 'POST' });
    expect(run.status).toBe(200);
    expect((await blockedSlots(teacher.uid))[slots.holiday]).toBeNull();
    await setClockOffset(0);

    // Removing the address offers every slot again.
    const removed = await callApi<BusyState>('/teacher/busy-calendar', {
      method: 'PUT',
      token: teacher.token,
      body: { url: null },
    });
    expect(removed.body.data).toMatchObject({ status: 'none', busyCount: 0 });
    expect(Object.values(await blockedSlots(teacher.uid)).every((reason) => reason === null)).toBe(true);
  });

  it('refuses an address that is not https, naming the field, and private hosts with a reason', async () => {
    const teacher = await signedInAccount('teacher');
    const plain = await callApi('/teacher/busy-calendar', {
      method: 'PUT',
      token: teacher.token,
      body: { url: 'http://example.com/calendar.ics' },
    });
    expect(plain.status).toBe(400);
    expect(plain.body.errors?.url).toBe(busyCalendarTexts.urlInvalid);
    for (const url of ['https://127.0.0.1/calendar.ics', 'https://169.254.169.254/computeMetadata/v1/']) {
      const refused = await callApi<BusyState>('/teacher/busy-calendar', {
        method: 'PUT',
        token: teacher.token,
        body: { url },
      });
      expect(refused.status).toBe(200);
      expect(refused.body.data?.status).toBe('error');
      expect(refused.body.data?.error).toBe(
        busyCalendarTexts.couldNotRead(busyCalendarTexts.fetchErrors.privateAddress),
      );
    }
    const student = await signedInAccount('student');
    expect((await callApi('/teacher/busy-calendar', { token: student.token })).status).toBe(403);
  });
});
