import { describe, expect, it } from 'vitest';
import {
  appointmentPlaceFromData,
  inPersonLocation,
  JOIN_LEAD_MINUTES,
  jitsiRoomOf,
  joinWindow,
  meetingProviderOf,
  placeLine,
  placeSummary,
  slotPlaceAtOffice,
} from './meeting-place';
import { meetingPlaceErrors } from './meeting-place-texts';
import { meetingLinkField, requestPlaceInputSchema, slotPlaceInputSchema } from './schemas/meeting-place';

const start = new Date('2030-03-04T10:00:00.000Z');
const session = { dateTime: start, durationMinutes: 30 };
/** A clock moved to `minutes` from the start (negative: before it). */
const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);

describe('joinWindow', () => {
  it('is closed until 10 minutes before the start, with the time it opens', () => {
    const window = joinWindow(session, at(-(JOIN_LEAD_MINUTES + 1)));
    expect(window.state).toBe('before');
    expect(window.opensAt.toISOString()).toBe('2030-03-04T09:50:00.000Z');
    expect(joinWindow(session, at(-10.01)).state).toBe('before');
    expect(joinWindow(session, at(-24 * 60)).state).toBe('before');
  });

  it('opens exactly 10 minutes before the start and stays open until the end', () => {
    expect(joinWindow(session, at(-10)).state).toBe('open');
    expect(joinWindow(session, at(0)).state).toBe('open');
    expect(joinWindow(session, at(29.99)).state).toBe('open');
  });

  it('has ended at the end of the session, whatever its length', () => {
    expect(joinWindow(session, at(30)).state).toBe('ended');
    expect(joinWindow({ dateTime: start, durationMinutes: 60 }, at(45)).state).toBe('open');
    expect(joinWindow({ dateTime: start }, at(31)).state).toBe('ended');
  });
});

describe('meetingProviderOf', () => {
  it.each([
    ['https://meet.google.com/abc-defg-hij', 'google_meet'],
    ['https://zoom.us/j/123456789', 'zoom'],
    ['https://us02web.zoom.us/j/123?pwd=x', 'zoom'],
    ['https://teams.microsoft.com/l/meetup-join/19%3a', 'teams'],
    ['https://meet.jit.si/SomeRoom', 'jitsi'],
  ])('accepts %s', (url, provider) => {
    expect(meetingProviderOf(url)).toBe(provider);
  });

  it.each([
    'http://zoom.us/j/1',
    'http://evil.example',
    'https://evil.example/zoom.us',
    'https://zoom.us.evil.example/j/1',
    'https://notzoom.us/j/1',
    'https://user:pw@zoom.us/j/1',
    'javascript:alert(1)',
    'not a url',
  ])('refuses %s', (url) => {
    expect(meetingProviderOf(url)).toBeNull();
  });

  it("accepts the operator's own Jitsi server", () => {
    expect(meetingProviderOf('https://video.college.example/room', 'video.college.example')).toBe('jitsi');
    expect(meetingProviderOf('https://video.college.example/room')).toBeNull();
  });
});

describe('meetingLinkField', () => {
  const field = meetingLinkField();
  const messageOf = (value: unknown) => field.safeParse(value).error?.issues[0]?.message;

  it('keeps an accepted link and an empty one', () => {
    expect(field.parse(' https://zoom.us/j/1 ')).toBe('https://zoom.us/j/1');
    expect(field.parse('')).toBe('');
    expect(field.parse(undefined)).toBe('');
  });

  it('refuses with a message that says why', () => {
    expect(messageOf('http://evil.example')).toBe(meetingPlaceErrors.linkNotHttps);
    expect(messageOf('https://evil.example')).toBe(meetingPlaceErrors.linkHostRefused);
    expect(messageOf('zoom')).toBe(meetingPlaceErrors.linkInvalid);
  });
});

describe('place inputs', () => {
  it('a slot is in person unless the teacher says online', () => {
    expect(slotPlaceInputSchema.parse(undefined)).toEqual({ kind: 'in_person', location: '' });
    expect(slotPlaceInputSchema.parse({ kind: 'online' })).toEqual({ kind: 'online', location: '' });
    expect(slotPlaceInputSchema.safeParse({ kind: 'moon' }).error?.issues[0]?.message).toBe(
      meetingPlaceErrors.kindInvalid,
    );
  });

  it('a custom request is online unless the student asks to meet in person', () => {
    expect(requestPlaceInputSchema.parse(undefined)).toEqual({ kind: 'online' });
    expect(requestPlaceInputSchema.parse({ kind: 'in_person' })).toEqual({ kind: 'in_person' });
  });
});

describe('labels', () => {
  it('a slot shows its kind and location, never a link', () => {
    expect(placeSummary({ kind: 'in_person', location: 'Room 204' })).toBe('In person at Room 204');
    expect(placeSummary({ kind: 'online' })).toBe('Online');
  });

  it('an in-person place with no location says the teacher will confirm it, never a bare "In person"', () => {
    expect(placeSummary({ kind: 'in_person', location: ' ' })).toBe(
      'In person · Place to be confirmed by the teacher',
    );
    expect(placeSummary({ kind: 'in_person' })).toBe('In person · Place to be confirmed by the teacher');
  });
});

describe('the place of an in-person session', () => {
  it("is the slot's location, else the office's, else to be confirmed", () => {
    expect(inPersonLocation(' Lab 3 ', 'Room 204')).toBe('Lab 3');
    expect(inPersonLocation('', ' Room 204 ')).toBe('Room 204');
    expect(inPersonLocation(undefined, 'Room 204')).toBe('Room 204');
    expect(inPersonLocation('  ', null)).toBe('');
  });

  it("fills a slot's missing location from the office and leaves online slots alone", () => {
    expect(slotPlaceAtOffice({ kind: 'in_person', location: '' }, 'Room 204')).toEqual({
      kind: 'in_person',
      location: 'Room 204',
    });
    expect(slotPlaceAtOffice({ kind: 'in_person', location: 'Lab 3' }, 'Room 204')).toEqual({
      kind: 'in_person',
      location: 'Lab 3',
    });
    expect(slotPlaceAtOffice({ kind: 'online' }, 'Room 204')).toEqual({ kind: 'online' });
    expect(placeSummary(slotPlaceAtOffice({ kind: 'in_person', location: '' }, ''))).toBe(
      'In person · Place to be confirmed by the teacher',
    );
  });

  it('an online appointment names its host', () => {
    expect(placeLine({ kind: 'online', url: 'https://meet.jit.si/abc', provider: 'jitsi' })).toBe(
      'Online (meet.jit.si)',
    );
  });

  it('reads stored places and a Jitsi room', () => {
    expect(
      appointmentPlaceFromData({ kind: 'online', url: 'https://zoom.us/j/1', provider: 'zoom' }),
    ).toEqual({
      kind: 'online',
      url: 'https://zoom.us/j/1',
      provider: 'zoom',
    });
    expect(appointmentPlaceFromData({ kind: 'online' })).toBeNull();
    expect(jitsiRoomOf('https://meet.jit.si/a1b2')).toEqual({ domain: 'meet.jit.si', roomName: 'a1b2' });
    expect(jitsiRoomOf('https://meet.jit.si/')).toBeNull();
  });
});
