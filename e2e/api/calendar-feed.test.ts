// The private calendar subscription: the feed a calendar app polls, with the invitations' UIDs,
// conditional requests and rotation.
import { calendarFeedTexts, DISPLAY_TIME_ZONE } from '@appointments/domain';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { signedInAccount } from '../support/accounts';
import { callApi } from '../support/api';
import { addSlots, bookSlot, cancelAsStudent, decide } from '../support/lifecycle';
import { appUrl } from '../support/stack-env';
import { hoursFromNow } from '../support/time';

const feedPath = (url: string) => new URL(url).pathname;

function feedEvents(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vtimezone = calendar.getFirstSubcomponent('vtimezone');
  expect(vtimezone?.getFirstPropertyValue('tzid')).toBe(DISPLAY_TIME_ZONE);
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return { uid: event.uid, status: vevent.getFirstPropertyValue('status'), location: event.location };
  });
}

const uid = (id: string) => `appointment-${id}@college-appointments`;
const byUid = <T extends { uid: string }>(list: T[]) => [...list].sort((a, b) => a.uid.localeCompare(b.uid));

describe('calendar subscription feed', { timeout: 120_000 }, () => {
  it('serves exactly the approved sessions and a called-off one, with 304 until something changes', async () => {
    const teacher = await signedInAccount('teacher');
    const student = await signedInAccount('student');
    const [first, second, third] = [hoursFromNow(30), hoursFromNow(54), hoursFromNow(78)];
    expect((await addSlots(teacher, [first, second, third])).status).toBe(201);
    const approved = (await bookSlot(student, teacher, first)).body.data?._id ?? '';
    const calledOff = (await bookSlot(student, teacher, second)).body.data?._id ?? '';
    expect((await decide(teacher, approved, 'approved')).status).toBe(200);
    expect((await decide(teacher, calledOff, 'approved')).status).toBe(200);
    expect((await cancelAsStudent(student, calledOff, 'Exam clash')).status).toBe(200);

    const address = await callApi<{ url: string }>('/calendar/feed', { token: student.token });
    expect(address.status).toBe(200);
    const url = address.body.data?.url ?? '';
    expect(url).toMatch(/\/api\/calendar\/feed\/[A-Za-z0-9_-]+\.ics$/);
    const teacherAddress = await callApi<{ url: string }>('/calendar/feed', { token: teacher.token });
    expect(teacherAddress.body.data?.url).not.toBe(url);

    const feed = await fetch(`${appUrl}${feedPath(url)}`);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toMatch(/^text\/calendar/);
    const etag = feed.headers.get('etag') ?? '';
    const lastModified = feed.headers.get('last-modified') ?? '';
    expect(etag).not.toBe('');
    expect(lastModified).not.toBe('');
    expect(byUid(feedEvents(await feed.text()).map(({ uid, status }) => ({ uid, status })))).toEqual(
      byUid([
        { uid: uid(approved), status: null },
        { uid: uid(calledOff), status: 'CANCELLED' },
      ]),
    );

    const unchanged = await fetch(`${appUrl}${feedPath(url)}`, { headers: { 'if-none-match': etag } });
    expect(unchanged.status).toBe(304);
    const unchangedSince = await fetch(`${appUrl}${feedPath(url)}`, {
      headers: { 'if-modified-since': lastModified },
    });
    expect(unchangedSince.status).toBe(304);

    // A new approved session is a change: the same conditional request now gets the new feed.
    const added = (await bookSlot(student, teacher, third)).body.data?._id ?? '';
    expect((await decide(teacher, added, 'approved')).status).toBe(200);
    const changed = await fetch(`${appUrl}${feedPath(url)}`, { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(feedEvents(await changed.text()).map((event) => event.uid)).toContain(uid(added));

    const teacherFeed = await fetch(`${appUrl}${feedPath(teacherAddress.body.data?.url ?? '')}`);
    expect(byUid(feedEvents(await teacherFeed.text()).map(({ uid, status }) => ({ uid, status })))).toEqual(
      byUid([
        { uid: uid(approved), status: null },
        { uid: uid(calledOff), status: 'CANCELLED' },
        { uid: uid(added), status: null },
      ]),
    );
  });

  it('answers 404 to the old address at once after a rotation', async () => {
    const student = await signedInAccount('student');
    const old =
      (await callApi<{ url: string }>('/calendar/feed', { token: student.token })).body.data?.url ?? '';
    expect((await fetch(`${appUrl}${feedPath(old)}`)).status).toBe(200);
    const rotated = await callApi<{ url: string }>('/calendar/feed/rotate', {
      method: 'POST',
      token: student.token,
    });
    expect(rotated.status).toBe(200);
    const fresh = rotated.body.data?.url ?? '';
    expect(fresh).not.toBe(old);
    const gone = await fetch(`${appUrl}${feedPath(old)}`);
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual({ success: false, message: calendarFeedTexts.feedNotFound });
    expect((await fetch(`${appUrl}${feedPath(fresh)}`)).status).toBe(200);
    expect((await callApi('/calendar/feed', { token: '' })).status).toBe(401);
  });
});
