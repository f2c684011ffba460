// Where each session happens, on the local stack: slots offered online or in person, the link an
// online booking gets (the teacher's own or a generated Jitsi room), who may read it through the
// web SDK under firestore.rules, and the approval mail and .ics that carry it.
import {
  appointmentPlaceDoc,
  collections,
  meetingPlaceErrors,
  meetingPlaceTexts,
  notificationTexts,
} from '@appointments/domain';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectFirestoreEmulator, doc, getDoc, getFirestore, terminate } from 'firebase/firestore';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { projectId } from '../../scripts/lib/stack-config';
import { type SignedIn, signedInAccount } from '../support/accounts';
import { storedDoc } from '../support/admin';
import { callApi } from '../support/api';
import { type AppointmentBody, decide } from '../support/lifecycle';
import { mailsTo, mailsWithSubject } from '../support/mail';
import { testPorts } from '../support/stack-env';
import { hoursFromNow } from '../support/time';

type Place = { kind: 'in_person'; location?: string } | { kind: 'online' };

async function addSlot(teacher: SignedIn, dateTime: string, place: Place) {
  const answer = await callApi('/teacher/availability', {
    token: teacher.token,
    body: { slots: [dateTime], place },
  });
  expect(answer.status).toBe(201);
}

async function book(student: SignedIn, teacher: SignedIn, dateTime: string) {
  const answer = await callApi<AppointmentBody & { placeKind?: string }>('/student/book', {
    token: student.token,
    body: { teacherId: teacher.uid, dateTime, purpose: 'Place check', bookingType: 'slot_booking' },
  });
  expect(answer.status).toBe(201);
  return answer.body.data ?? { _id: '', placeKind: undefined };
}

function saveProfile(teacher: SignedIn, profile: Record<string, unknown>) {
  return callApi('/teacher/profile', {
    method: 'PUT',
    token: teacher.token,
    body: { name: teacher.name, profile },
  });
}

let readers = 0;

/** Reads the appointment's private place as `who` would from the browser, under the rules. */
async function readPlaceAs(
  who: { uid: string; role: 'student' | 'teacher' } | null,
  appointmentId: string,
): Promise<Record<string, unknown> | 'denied'> {
  readers += 1;
  const app = initializeApp({ projectId }, `place-reader-${readers}-${Date.now()}`);
  const db = getFirestore(app);
  connectFirestoreEmulator(db, '127.0.0.1', testPorts.firestore, {
    ...(who ? { mockUserToken: { user_id: who.uid, role: who.role, approved: true } } : {}),
  });
  try {
    const snapshot = await getDoc(
      doc(db, collections.appointments, appointmentId, collections.appointmentPrivate, appointmentPlaceDoc),
    );
    return snapshot.data() ?? {};
  } catch (error) {
    if ((error as { code?: string }).code === 'permission-denied') return 'denied';
    throw error;
  } finally {
    await terminate(db);
    await deleteApp(app);
  }
}

/** The first mail to `to` whose text contains `line`, waiting for it as the sink receives it. */
async function mailContaining(to: string, line: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = (await mailsTo(to)).find((mail) => mail.text.includes(line));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return undefined;
}

function inviteEvent(content: string) {
  const calendar = new ICAL.Component(ICAL.parse(content));
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT in the invitation');
  return vevent;
}

describe('where to meet', { timeout: 150_000 }, () => {
  it('gives an online slot a generated room that only its student and teacher can read', async () => {
    const teacher = await signedInAccount('teacher', { name: 'Dr Online Room', subject: 'Optics' });
    const otherTeacher = await signedInAccount('teacher', { name: 'Dr Outsider' });
    const student = await signedInAccount('student', { name: 'Room Student' });
    const otherStudent = await signedInAccount('student', { name: 'Other Student' });
    const slot = hoursFromNow(30);
    await addSlot(teacher, slot, { kind: 'online' });

    // Before booking, the slot says only "online": no link anywhere on it.
    const slotDocs = await storedDoc.teacher(teacher.uid).collection(collections.slots).get();
    expect(slotDocs.docs.map((d) => d.get('place'))).toEqual([{ kind: 'online' }]);

    const booked = await book(student, teacher, slot);
    expect(booked.placeKind).toBe('online');
    const appointment = (await storedDoc.appointment(booked._id).get()).data() ?? {};
    expect(JSON.stringify(appointment)).not.toContain('https://');

    const own = await readPlaceAs({ uid: student.uid, role: 'student' }, booked._id);
    expect(own).not.toBe('denied');
    const url = String((own as Record<string, unknown>).url);
    // 128 random bits, hex: a room nobody can guess, on the configured server (meet.jit.si by default).
    expect(url).toMatch(/^https:\/\/meet\.jit\.si\/[0-9a-f]{32}$/);
    expect(await readPlaceAs({ uid: teacher.uid, role: 'teacher' }, booked._id)).toMatchObject({
      kind: 'online',
      url,
      provider: 'jitsi',
    });
    expect(await readPlaceAs({ uid: otherStudent.uid, role: 'student' }, booked._id)).toBe('denied');
    expect(await readPlaceAs({ uid: otherTeacher.uid, role: 'teacher' }, booked._id)).toBe('denied');
    expect(await readPlaceAs(null, booked._id)).toBe('denied');

    // A second online booking gets a room of its own.
    const later = hoursFromNow(32);
    await addSlot(teacher, later, { kind: 'online' });
    const second = await book(student, teacher, later);
    const secondPlace = await readPlaceAs({ uid: student.uid, role: 'student' }, second._id);
    expect((secondPlace as Record<string, unknown>).url).not.toBe(url);
  });

  it("accepts a teacher's own Zoom link, refuses http://evil.example, and the approval mail and .ics carry the link", async () => {
    const teacher = await signedInAccount('teacher', { name: 'Dr Zoom Link', subject: 'Maths' });
    const student = await signedInAccount('student', { name: 'Zoom Student' });

    const refused = await saveProfile(teacher, { meetingLink: 'http://evil.example' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      success: false,
      errors: { 'profile.meetingLink': meetingPlaceErrors.linkNotHttps },
    });
    const foreign = await saveProfile(teacher, { meetingLink: 'https://evil.example/j/1' });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe(meetingPlaceErrors.linkHostRefused);

    const zoom = 'https://us02web.zoom.us/j/81234567890?pwd=abc';
    const saved = await saveProfile(teacher, { meetingLink: zoom });
    expect(saved.status).toBe(200);
    const profile = await callApi<{ profile: { meetingLink: string } }>('/teacher/profile', {
      token: teacher.token,
    });
    expect(profile.body.data?.profile.meetingLink).toBe(zoom);
    // The link is private: the card students read does not carry it.
    expect(JSON.stringify((await storedDoc.teacher(teacher.uid).get()).data())).not.toContain('zoom.us');

    const slot = hoursFromNow(28);
    await addSlot(teacher, slot, { kind: 'online' });
    const booked = await book(student, teacher, slot);
    expect(await readPlaceAs({ uid: student.uid, role: 'student' }, booked._id)).toMatchObject({
      kind: 'online',
      url: zoom,
      provider: 'zoom',
    });
    expect((await decide(teacher, booked._id, 'approved')).status).toBe(200);

    const mails = await mailsWithSubject(student.email, notificationTexts.approved.subject('Dr Zoom Link'));
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.text).toContain(`${meetingPlaceTexts.placeLabel}: ${meetingPlaceTexts.online}`);
    expect(mail?.text).toContain(`${meetingPlaceTexts.mailLinkLabel}: ${zoom}`);
    const event = inviteEvent(mail?.attachments[0]?.content ?? '');
    expect(event.getFirstPropertyValue('location')).toBe(zoom);
    expect(event.getFirstPropertyValue('url')).toBe(zoom);
  });

  it("meets in person at the office's location unless the slot names another, in the mail and the .ics", async () => {
    const teacher = await signedInAccount('teacher', { name: 'Dr In Person', subject: 'Physics' });
    const student = await signedInAccount('student', { name: 'Desk Student' });
    const saved = await saveProfile(teacher, { officeHours: { location: 'Room 204, Science Block' } });
    expect(saved.status).toBe(200);

    const atOffice = hoursFromNow(26);
    const elsewhere = hoursFromNow(27);
    await addSlot(teacher, atOffice, { kind: 'in_person' });
    await addSlot(teacher, elsewhere, { kind: 'in_person', location: 'Library, 2nd floor' });
    const places = (
      await storedDoc.teacher(teacher.uid).collection(collections.slots).orderBy('dateTime').get()
    ).docs.map((d) => d.get('place'));
    expect(places).toEqual([
      { kind: 'in_person', location: 'Room 204, Science Block' },
      { kind: 'in_person', location: 'Library, 2nd floor' },
    ]);

    const booked = await book(student, teacher, atOffice);
    expect(booked.placeKind).toBe('in_person');
    expect((await decide(teacher, booked._id, 'approved')).status).toBe(200);
    const [mail] = await mailsWithSubject(student.email, notificationTexts.approved.subject('Dr In Person'));
    expect(mail?.text).toContain(
      `${meetingPlaceTexts.placeLabel}: ${meetingPlaceTexts.inPersonAt('Room 204, Science Block')}`,
    );
    const event = inviteEvent(mail?.attachments[0]?.content ?? '');
    expect(event.getFirstPropertyValue('location')).toBe('In person at Room 204, Science Block');
  });

  it('names every in-person place: a slot stored without one meets at the office as it is at booking, else the teacher confirms it, on both sides and in the mails and .ics', async () => {
    const teacher = await signedInAccount('teacher', { name: 'Dr Office Later', subject: 'Botany' });
    const student = await signedInAccount('student', { name: 'Office Student' });
    const early = hoursFromNow(26);
    const unnamed = hoursFromNow(29);
    // Both slots are added while the teacher has no office location: they are stored without one.
    await addSlot(teacher, early, { kind: 'in_person' });
    await addSlot(teacher, unnamed, { kind: 'in_person' });

    // A session booked before the teacher names an office: to be confirmed, never a bare 'In person'.
    const unconfirmed = await book(student, teacher, unnamed);
    const unconfirmedLine = `${meetingPlaceTexts.placeLabel}: ${meetingPlaceTexts.inPersonToBeConfirmed}`;
    const [request] = await mailsWithSubject(
      teacher.email,
      notificationTexts.bookingRequest.subject('Office Student'),
    );
    expect(request?.text).toContain(unconfirmedLine);
    expect((await decide(teacher, unconfirmed._id, 'approved')).status).toBe(200);
    const [approvedUnconfirmed] = await mailsWithSubject(
      student.email,
      notificationTexts.approved.subject('Dr Office Later'),
    );
    expect(approvedUnconfirmed?.text).toContain(unconfirmedLine);
    expect(
      inviteEvent(approvedUnconfirmed?.attachments[0]?.content ?? '').getFirstPropertyValue('location'),
    ).toBe(meetingPlaceTexts.inPersonToBeConfirmed);

    // Once the office is named, the next booking of a slot stored without a place meets there, and
    // the student's and the teacher's cards read the same place.
    expect((await saveProfile(teacher, { officeHours: { location: 'Herbarium, Room 12' } })).status).toBe(
      200,
    );
    const atOffice = await book(student, teacher, early);
    const place = { kind: 'in_person', location: 'Herbarium, Room 12' };
    expect(await readPlaceAs({ uid: student.uid, role: 'student' }, atOffice._id)).toMatchObject(place);
    expect(await readPlaceAs({ uid: teacher.uid, role: 'teacher' }, atOffice._id)).toMatchObject(place);
    const officeLine = `${meetingPlaceTexts.placeLabel}: ${meetingPlaceTexts.inPersonAt('Herbarium, Room 12')}`;
    expect(await mailContaining(teacher.email, officeLine)).toBeDefined();
  });

  it('lets a custom request meet online by default, or in person when the student asks', async () => {
    const teacher = await signedInAccount('teacher', { name: 'Dr Custom Place' });
    const student = await signedInAccount('student', { name: 'Custom Student' });
    const request = (hours: number, place?: Place) =>
      callApi<AppointmentBody & { placeKind?: string }>('/student/book', {
        token: student.token,
        body: {
          teacherId: teacher.uid,
          dateTime: hoursFromNow(hours, 30),
          purpose: 'Custom place',
          bookingType: 'custom_request',
          ...(place ? { place } : {}),
        },
      });
    const online = await request(40);
    expect(online.status).toBe(201);
    expect(online.body.data?.placeKind).toBe('online');
    const inPerson = await request(44, { kind: 'in_person' });
    expect(inPerson.body.data?.placeKind).toBe('in_person');
    const refused = await request(48, { kind: 'moon' } as unknown as Place);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(meetingPlaceErrors.kindInvalid);
  });
});
