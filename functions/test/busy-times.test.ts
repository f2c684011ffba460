import { describe, expect, it } from 'vitest';
import { busyTimes } from '../src/busy-calendar/busy-times';

// Mondays 10:00–11:00 IST from 4 March 2030, not on 11 March (EXDATE); the 18 March one moved to 14:00–15:00.
const calendar = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Test//Busy//EN',
  'BEGIN:VTIMEZONE',
  'TZID:Asia/Kolkata',
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0530',
  'TZOFFSETTO:+0530',
  'END:STANDARD',
  'END:VTIMEZONE',
  'BEGIN:VEVENT',
  'UID:faculty@test',
  'DTSTAMP:20300101T000000Z',
  'DTSTART;TZID=Asia/Kolkata:20300304T100000',
  'DTEND;TZID=Asia/Kolkata:20300304T110000',
  'RRULE:FREQ=WEEKLY;BYDAY=MO',
  'EXDATE;TZID=Asia/Kolkata:20300311T100000',
  'SUMMARY:Faculty meeting',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:faculty@test',
  'DTSTAMP:20300101T000000Z',
  'RECURRENCE-ID;TZID=Asia/Kolkata:20300318T100000',
  'DTSTART;TZID=Asia/Kolkata:20300318T140000',
  'DTEND;TZID=Asia/Kolkata:20300318T150000',
  'SUMMARY:Faculty meeting (moved)',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:holiday@test',
  'DTSTAMP:20300101T000000Z',
  'DTSTART;VALUE=DATE:20300306',
  'DTEND;VALUE=DATE:20300307',
  'SUMMARY:Holi',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:london@test',
  'DTSTAMP:20300101T000000Z',
  'DTSTART;TZID=Europe/London:20300305T090000',
  'DTEND;TZID=Europe/London:20300305T100000',
  'SUMMARY:Call with London',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:free@test',
  'DTSTAMP:20300101T000000Z',
  'DTSTART:20300307T050000Z',
  'DTEND:20300307T060000Z',
  'TRANSP:TRANSPARENT',
  'SUMMARY:Reminder only',
  'END:VEVENT',
  'END:VCALENDAR',
].join('\r\n');

const iso = (list: { start: number; end: number }[]) =>
  list.map(({ start, end }) => [new Date(start).toISOString(), new Date(end).toISOString()]);

describe('busy times of a published calendar', () => {
  it('expands the weekly meeting without the excluded date, with the moved one, the all-day and the London event', () => {
    const from = Date.parse('2030-03-01T00:00:00Z');
    const to = Date.parse('2030-03-26T00:00:00Z');
    expect(iso(busyTimes(calendar, from, to, 100))).toEqual([
      ['2030-03-04T04:30:00.000Z', '2030-03-04T05:30:00.000Z'],
      // 09:00 in London (GMT in early March) is 14:30 IST.
      ['2030-03-05T09:00:00.000Z', '2030-03-05T10:00:00.000Z'],
      // Holi, the whole day in Asia/Kolkata.
      ['2030-03-05T18:30:00.000Z', '2030-03-06T18:30:00.000Z'],
      ['2030-03-18T08:30:00.000Z', '2030-03-18T09:30:00.000Z'],
      ['2030-03-25T04:30:00.000Z', '2030-03-25T05:30:00.000Z'],
    ]);
  });

  it('keeps to the window and to the cap, and refuses what is not a calendar', () => {
    const from = Date.parse('2030-03-10T00:00:00Z');
    const to = Date.parse('2030-03-20T00:00:00Z');
    expect(iso(busyTimes(calendar, from, to, 100))).toEqual([
      ['2030-03-18T08:30:00.000Z', '2030-03-18T09:30:00.000Z'],
    ]);
    expect(busyTimes(calendar, Date.parse('2030-03-01T00:00:00Z'), to, 2)).toHaveLength(2);
    expect(() => busyTimes('<html>nope</html>', from, to, 10)).toThrow();
  });
});

describe('time zones of one calendar', () => {
  it('never carry over to the next calendar read', () => {
    const hostile = calendar.replace(
      'TZOFFSETFROM:+0530\r\nTZOFFSETTO:+0530',
      'TZOFFSETFROM:+0000\r\nTZOFFSETTO:+0000',
    );
    const from = Date.parse('2030-03-01T00:00:00Z');
    const to = Date.parse('2030-03-05T00:00:00Z');
    // That file's own 'Asia/Kolkata' is UTC, and its meeting is read so…
    expect(iso(busyTimes(hostile, from, to, 100))[0]).toEqual([
      '2030-03-04T10:00:00.000Z',
      '2030-03-04T11:00:00.000Z',
    ]);
    // …but a file naming the zone without defining it gets the real one, not the last file's.
    const undefinedZone = calendar.replace(/BEGIN:VTIMEZONE[\s\S]*?END:VTIMEZONE\r\n/, '');
    expect(iso(busyTimes(undefinedZone, from, to, 100))[0]).toEqual([
      '2030-03-04T04:30:00.000Z',
      '2030-03-04T05:30:00.000Z',
    ]);
  });
});
