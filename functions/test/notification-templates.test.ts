import { DISPLAY_TIME_ZONE, meetingPlaceTexts, sessionEndMillis } from '@appointments/domain';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { appointmentInvite, appointmentUid } from '../src/notifications/calendar-invite';
import { composeMail, withUnsubscribe } from '../src/notifications/layout';
import { placeDetails, placeInviteFields } from '../src/notifications/place-details';

/** The visible words of an HTML part, tags dropped and entities read, for comparing with the text part. */
function visibleText(html: string): string {
  return html
    .replace(/<head>[\s\S]*?<\/head>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** WCAG contrast ratio of two '#rrggbb' colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r = 0, g = 0, bl = 0] = [1, 3, 5].map((i) => {
      const v = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return ((x ?? 0) + 0.05) / ((y ?? 0) + 0.05);
}

describe('composeMail', () => {
  const content = {
    to: 't@example.edu',
    subject: 'New request',
    recipientName: 'Dr <b>Rao</b>',
    paragraphs: ['Asha booked a slot.', 'The attached invitation adds the session to your calendar.'],
    details: [
      ['Purpose', 'Fix <script>alert(1)</script> & more'],
      [meetingPlaceTexts.mailLinkLabel, 'https://meet.jit.si/0123abcd'],
    ] as [string, string][],
    action: { label: 'Review request', url: 'http://app.test/teacher/dashboard?a=1&b=2' },
  };

  it('writes the same parts into the text and the HTML, escaping what people typed', () => {
    const mail = composeMail(content);
    expect(mail.to).toBe('t@example.edu');
    expect(mail.message.text).toContain('Hello Dr <b>Rao</b>,');
    expect(mail.message.text).toContain('Purpose: Fix <script>alert(1)</script> & more');
    expect(mail.message.text).toContain('Review request: http://app.test/teacher/dashboard?a=1&b=2');
    expect(mail.message.html).not.toContain('<script>');
    expect(mail.message.html).not.toContain('<b>Rao');
    expect(mail.message.html).toContain('Fix &lt;script&gt;alert(1)&lt;/script&gt; &amp; more');
    const words = visibleText(mail.message.html);
    for (const line of [
      'Hello Dr <b>Rao</b>,',
      ...content.paragraphs,
      'Purpose Fix <script>alert(1)</script> & more',
      'Review request',
      '— College Appointments',
    ]) {
      expect(words).toContain(line);
    }
    expect(mail.message).not.toHaveProperty('attachments');
  });

  it('is a whole responsive HTML document with the brand header and one button to the action', () => {
    const { html } = composeMail(content).message;
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(html).toMatch(/<html [^>]*lang="en"/);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"/>');
    expect(html).toContain('max-width:560px');
    // The brand header comes before the greeting.
    expect(html.indexOf('>College Appointments</p>')).toBeGreaterThan(-1);
    expect(html.indexOf('>College Appointments</p>')).toBeLessThan(html.indexOf('Hello Dr'));
    const links = [...html.matchAll(/<a [^>]*href="([^"]+)"[^>]*>/g)].map((m) => m[1]);
    expect(links.filter((href) => href === 'http://app.test/teacher/dashboard?a=1&amp;b=2')).toHaveLength(1);
    // The video link is a link, not text to copy.
    expect(links).toContain('https://meet.jit.si/0123abcd');
  });

  it('has a dark variant with the same words: the dark colours keep contrast, the text part has no colours', () => {
    const light = composeMail(content);
    const mail = withUnsubscribe(light, 'bookingRequests', 'http://app.test/api/mail/unsubscribe?token=t');
    const { html, text } = mail.message;
    expect(html).toContain('<meta name="color-scheme" content="light dark"/>');
    const dark = /@media \(prefers-color-scheme: dark\) \{([\s\S]*?)\n\}/.exec(html)?.[1] ?? '';
    const colour = (className: string, property: 'color' | 'background-color') =>
      new RegExp(`\\.${className} \\{ ${property}: (#[0-9a-f]{6}) !important; \\}`).exec(dark)?.[1];
    // Every part that carries a colour is named by a class the dark rules restyle.
    for (const className of [
      'mail-body',
      'mail-card',
      'mail-header',
      'mail-text',
      'mail-muted',
      'mail-link',
    ]) {
      expect(html).toContain(`class="${className}"`);
    }
    const card = colour('mail-card', 'background-color') ?? '';
    const page = colour('mail-body', 'background-color') ?? '';
    for (const [fg, bg, minimum] of [
      [colour('mail-text', 'color'), card, 4.5],
      [colour('mail-muted', 'color'), card, 4.5],
      [colour('mail-link', 'color'), card, 4.5],
      [colour('mail-muted', 'color'), page, 4.5],
      ['#ffffff', colour('mail-header', 'background-color'), 4.5],
    ] as const) {
      expect(contrast(fg ?? '', bg ?? '')).toBeGreaterThanOrEqual(minimum);
    }
    // The same words in both variants: the dark one is only CSS in the head.
    expect(visibleText(html)).toBe(visibleText(html.replace(/<style>[\s\S]*?<\/style>/, '')));
    expect(text).toBe(`${light.message.text}\n\n${text.split('\n\n').at(-1)}`);
    expect(text).not.toMatch(/#[0-9a-f]{6}|prefers-color-scheme/);
  });

  it('adds the unsubscribe link inside the body of the HTML and at the end of the text', () => {
    const mail = withUnsubscribe(
      composeMail(content),
      'bookingRequests',
      'http://app.test/api/mail/unsubscribe?token=t&x=1',
    );
    expect(mail.message.text.endsWith('http://app.test/api/mail/unsubscribe?token=t&x=1')).toBe(true);
    expect(mail.message.html).toMatch(
      /href="http:\/\/app\.test\/api\/mail\/unsubscribe\?token=t&amp;x=1"[^>]*>[^<]+<\/a>[\s\S]*<\/body><\/html>$/,
    );
    expect(mail.message.headers?.['List-Unsubscribe']).toBe(
      '<http://app.test/api/mail/unsubscribe?token=t&x=1>',
    );
  });
});

describe('appointmentInvite', () => {
  it('is a METHOD:REQUEST invitation in Asia/Kolkata with a stable UID and the session length', () => {
    const start = new Date('2026-03-03T09:00:00Z');
    const details = {
      appointmentId: 'abc123',
      start,
      durationMinutes: 45,
      summary: 'Appointment with Dr Rao',
      description: 'Lab report',
      organizer: { name: 'Dr Rao', email: 'no-reply@example.edu' },
      attendee: { name: 'Asha', email: 'asha@example.edu' },
      url: 'http://app.test/student/dashboard',
    };
    const invite = appointmentInvite(details);
    expect(invite.contentType).toBe('text/calendar; charset=utf-8; method=REQUEST');
    const calendar = new ICAL.Component(ICAL.parse(invite.content));
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    const vtimezone = calendar.getFirstSubcomponent('vtimezone');
    expect(vtimezone?.getFirstPropertyValue('tzid')).toBe(DISPLAY_TIME_ZONE);
    if (vtimezone) ICAL.TimezoneService.register(vtimezone);
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined);
    expect(event.uid).toBe(appointmentUid('abc123'));
    // 09:00 UTC is 14:30 in India.
    expect([event.startDate.hour, event.startDate.minute]).toEqual([14, 30]);
    expect(event.startDate.toJSDate().getTime()).toBe(start.getTime());
    expect(event.endDate.toJSDate().getTime()).toBe(
      sessionEndMillis({ dateTime: start, durationMinutes: 45 }),
    );
    // The same appointment always gets the same UID, so a later invitation updates the entry.
    expect(appointmentInvite(details).content).toContain(`UID:${appointmentUid('abc123')}`);
  });
});

describe('the place in mails and invitations', () => {
  const base = {
    appointmentId: 'place1',
    start: new Date('2026-03-03T09:00:00Z'),
    summary: 'Appointment with Dr Rao',
    description: 'Lab report',
    organizer: { name: 'Dr Rao', email: 'no-reply@example.edu' },
    attendee: { name: 'Asha', email: 'asha@example.edu' },
  };
  const eventOf = (content: string) =>
    new ICAL.Component(ICAL.parse(content)).getFirstSubcomponent('vevent') ?? undefined;

  it('puts an online session’s link in LOCATION and URL, and in the mail’s details', () => {
    const place = { kind: 'online', url: 'https://meet.jit.si/0123abcd', provider: 'jitsi' } as const;
    const invite = appointmentInvite({ ...base, ...placeInviteFields(place, 'http://app.test/student') });
    const event = eventOf(invite.content);
    expect(event?.getFirstPropertyValue('location')).toBe(place.url);
    expect(event?.getFirstPropertyValue('url')).toBe(place.url);
    expect(placeDetails(place)).toEqual([
      [meetingPlaceTexts.placeLabel, meetingPlaceTexts.online],
      [meetingPlaceTexts.mailLinkLabel, place.url],
    ]);
  });

  it('puts an in-person session’s location in LOCATION and keeps the app’s link as URL', () => {
    const place = { kind: 'in_person', location: 'Room 204' } as const;
    const invite = appointmentInvite({ ...base, ...placeInviteFields(place, 'http://app.test/student') });
    const event = eventOf(invite.content);
    expect(event?.getFirstPropertyValue('location')).toBe('In person at Room 204');
    expect(event?.getFirstPropertyValue('url')).toBe('http://app.test/student');
    expect(placeDetails(place)).toEqual([[meetingPlaceTexts.placeLabel, 'In person at Room 204']]);
  });

  it('leaves both out for an appointment booked before places existed', () => {
    const invite = appointmentInvite({ ...base, ...placeInviteFields(null, 'http://app.test/student') });
    expect(eventOf(invite.content)?.getFirstPropertyValue('location')).toBeNull();
    expect(placeDetails(null)).toEqual([]);
  });
});
