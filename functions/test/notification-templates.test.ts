import { DISPLAY_TIME_ZONE, sessionEndMillis } from '@appointments/domain';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { appointmentInvite, appointmentUid } from '../src/notifications/calendar-invite';
import { composeMail } from '../src/notifications/layout';

describe('composeMail', () => {
  it('writes the same parts into the text and the HTML, escaping what people typed', () => {
    const mail = composeMail({
      to: 't@example.edu',
      subject: 'New request',
      recipientName: 'Dr <b>Rao</b>',
      paragraphs: ['Asha booked a slot.'],
      details: [['Purpose', 'Fix <script>alert(1)</script> & more']],
      action: { label: 'Review request', url: 'http://app.test/teacher/dashboard?a=1&b=2' },
    });
    expect(mail.to).toBe('t@example.edu');
    expect(mail.message.text).toContain('Hello Dr <b>Rao</b>,');
    expect(mail.message.text).toContain('Purpose: Fix <script>alert(1)</script> & more');
    expect(mail.message.text).toContain('Review request: http://app.test/teacher/dashboard?a=1&b=2');
    expect(mail.message.html).not.toContain('<script>');
    expect(mail.message.html).toContain('Fix &#60;script&#62;alert(1)&#60;/script&#62; &#38; more');
    expect(mail.message.html).toContain(
      '<a href="http://app.test/teacher/dashboard?a=1&#38;b=2">Review request</a>',
    );
    expect(mail.message).not.toHaveProperty('attachments');
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
