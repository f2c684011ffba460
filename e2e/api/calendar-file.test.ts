// 'Add to calendar': the approved appointment's `.ics` from the API, for its student and its teacher,
// the same entry (UID) as the emailed invitation.
import {
  addToCalendarTexts,
  apiErrorMessages,
  DISPLAY_TIME_ZONE,
  meetingPlaceTexts,
  sessionEndMillis,
} from '@appointments/domain';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { type SignedIn, signedInAccount } from '../support/accounts';
import { callApi } from '../support/api';
import { appUrl } from '../support/stack-env';
import { hoursFromNow } from '../support/time';

async function bookSlot(student: SignedIn, teacher: SignedIn, dateTime: string) {
  expect(
    (
      await callApi('/teacher/availability', {
        token: teacher.token,
        body: { slots: [dateTime], place: { kind: 'in_person', location: 'Observatory, 3rd floor' } },
      })
    ).status,
  ).toBe(201);
  const booked = await callApi<{ _id: string }>('/student/book', {
    token: student.token,
    body: { teacherId: teacher.uid, dateTime, purpose: 'Calendar check', bookingType: 'slot_booking' },
  });
  expect(booked.status).toBe(201);
  return booked.body.data?._id ?? '';
}

const calendarFile = (id: string, account: SignedIn) =>
  fetch(`${appUrl}/api/appointments/${id}/calendar.ics`, {
    headers: { authorization: `Bearer ${account.token}` },
  });

function parsedEvent(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vtimezone = calendar.getFirstSubcomponent('vtimezone');
  if (vtimezone) ICAL.TimezoneService.register(vtimezone);
  return { calendar, event: new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined) };
}

describe('calendar file', { timeout: 120_000 }, () => {
  it("gives the approved session to both sides, with the invitation's UID, in Asia/Kolkata", async () => {
    const teacher = await signedInAccount('teacher', { name: 'Dr Calendar', subject: 'Astronomy' });
    const student = await signedInAccount('student', { name: 'Calendar Student' });
    const stranger = await signedInAccount('student');
    const slot = hoursFromNow(30);
    const id = await bookSlot(student, teacher, slot);

    const pending = await calendarFile(id, student);
    expect(pending.status).toBe(409);
    expect(await pending.json()).toEqual({ success: false, message: addToCalendarTexts.notApproved });

    const approved = await callApi(`/teacher/appointments/${id}`, {
      method: 'PUT',
      token: teacher.token,
      body: { status: 'approved' },
    });
    expect(approved.status).toBe(200);

    for (const [account, other] of [
      [student, 'Dr Calendar'],
      [teacher, 'Calendar Student'],
    ] as const) {
      const answer = await calendarFile(id, account);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/^text\/calendar/);
      expect(answer.headers.get('content-disposition')).toContain(`appointment-${id}.ics`);
      const { calendar, event } = parsedEvent(await answer.text());
      expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
      expect(event.uid).toBe(`appointment-${id}@college-appointments`);
      expect(event.summary).toBe(`Appointment with ${other}`);
      expect(event.component.getFirstProperty('dtstart')?.getParameter('tzid')).toBe(DISPLAY_TIME_ZONE);
      expect(event.startDate.toJSDate().toISOString()).toBe(slot);
      expect(event.endDate.toJSDate().getTime()).toBe(sessionEndMillis({ dateTime: slot }));
      expect(event.location).toBe(meetingPlaceTexts.inPersonAt('Observatory, 3rd floor'));
    }

    const foreign = await calendarFile(id, stranger);
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual({ success: false, message: apiErrorMessages.appointmentNotFound });
  });
});
