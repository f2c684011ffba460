import {
  collections,
  groupSessionMails,
  groupSessionMessages,
  notificationTexts,
  slotKey,
  type WaitlistEntryAnswer,
} from '@appointments/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { type SignedIn, signedInAccount } from '../support/accounts';
import { setClockOffset, storedDoc } from '../support/admin';
import { callApi } from '../support/api';
import { type AppointmentBody, bookSlot, cancelAsStudent } from '../support/lifecycle';
import { mailsWithSubject } from '../support/mail';
import { hoursFromNow } from '../support/time';

afterEach(async () => {
  await setClockOffset(0);
});

interface SlotAnswers {
  availableSlots: string[];
  slots: { dateTime: string; capacity: number; seatsLeft: number; autoApprove: boolean }[];
}

const addGroupSlot = (teacher: SignedIn, dateTime: string, capacity: number, autoApprove = false) =>
  callApi<SlotAnswers>('/teacher/availability', {
    token: teacher.token,
    body: { slots: [{ dateTime, capacity, autoApprove }] },
  });

async function seatsOf(teacher: SignedIn, dateTime: string) {
  const slot = await storedDoc
    .teacher(teacher.uid)
    .collection(collections.slots)
    .doc(slotKey(dateTime))
    .get();
  return { seatsLeft: slot.get('seatsLeft'), held: slot.get('held') ?? 0 };
}

describe('group sessions', () => {
  it('takes seats up to the capacity, then answers the full-session 409; the answers carry the seats', async () => {
    const teacher = await signedInAccount('teacher');
    const students = await Promise.all(Array.from({ length: 4 }, () => signedInAccount('student')));
    const time = hoursFromNow(50);

    const bad = await callApi('/teacher/availability', {
      token: teacher.token,
      body: { slots: [{ dateTime: time, capacity: 51 }] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ 'slots.0.capacity': groupSessionMessages.capacityInvalid });

    const added = await addGroupSlot(teacher, time, 3, true);
    expect(added.status).toBe(201);
    expect(added.body.data?.slots).toEqual([
      { dateTime: time, capacity: 3, seatsLeft: 3, autoApprove: true },
    ]);

    const answers = await Promise.all(students.map((student) => bookSlot(student, teacher, time)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 201, 409]);
    const refused = answers.find((answer) => answer.status === 409);
    expect(refused?.body.message).toBe(groupSessionMessages.sessionFull);
    // Automatic approval: every seat booked is approved at once.
    for (const answer of answers.filter((one) => one.status === 201))
      expect(answer.body.data?.status).toBe('approved');

    const listed = await callApi<SlotAnswers>(`/student/teacher/${teacher.uid}/slots`, {
      token: students[0]?.token,
    });
    expect(listed.body.data).toEqual({
      availableSlots: [],
      slots: [{ dateTime: time, capacity: 3, seatsLeft: 0, autoApprove: true }],
    });
  });

  it('mails each attendee once when the teacher messages or cancels the whole session', async () => {
    const teacher = await signedInAccount('teacher');
    const students = await Promise.all(Array.from({ length: 3 }, () => signedInAccount('student')));
    const time = hoursFromNow(52);
    await addGroupSlot(teacher, time, 5);
    for (const student of students) expect((await bookSlot(student, teacher, time)).status).toBe(201);
    const session = `/teacher/sessions/${encodeURIComponent(slotKey(time))}`;

    const empty = await callApi(`${session}/message`, { token: teacher.token, body: { message: ' ' } });
    expect(empty.status).toBe(400);
    const sent = await callApi<{ sent: number }>(`${session}/message`, {
      token: teacher.token,
      body: { message: 'Bring last year’s paper.' },
    });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toEqual({ sent: 3 });
    const other = await signedInAccount('teacher');
    const notTheirs = await callApi(`${session}/cancel`, { token: other.token, body: { reason: 'x' } });
    expect(notTheirs.status).toBe(404);

    const canceled = await callApi<{ canceled: number }>(`${session}/cancel`, {
      token: teacher.token,
      body: { reason: 'The exam moved' },
    });
    expect(canceled.status).toBe(200);
    expect(canceled.body.data).toEqual({ canceled: 3 });

    const messageSubject = groupSessionMails.sessionMessage.subject(teacher.name);
    const cancelSubject = notificationTexts.canceledByTeacher.subject(teacher.name);
    for (const student of students) {
      const messages = await mailsWithSubject(student.email, messageSubject);
      expect(messages).toHaveLength(1);
      expect(messages[0]?.text).toContain('Bring last year’s paper.');
      const cancels = await mailsWithSubject(student.email, cancelSubject);
      expect(cancels).toHaveLength(1);
      expect(cancels[0]?.text).toContain('The exam moved');
    }
    const again = await callApi(`${session}/cancel`, { token: teacher.token, body: { reason: 'x' } });
    expect(again.status).toBe(404);
  }, 120_000);
});

describe('waitlists', () => {
  it('offers a freed seat to the first in line, and passes it on by itself when the offer expires', async () => {
    const teacher = await signedInAccount('teacher');
    const [booker, other, first, second] = await Promise.all(
      Array.from({ length: 4 }, () => signedInAccount('student')),
    );
    if (!booker || !other || !first || !second) throw new Error('accounts');
    const time = hoursFromNow(54);
    await addGroupSlot(teacher, time, 2);
    const booked = await bookSlot(booker, teacher, time);
    await bookSlot(other, teacher, time);

    const join = (student: SignedIn) =>
      callApi<{ _id: string; position: number }>('/student/waitlist', {
        token: student.token,
        body: { teacherId: teacher.uid, dateTime: time },
      });
    const joined = await join(first);
    expect(joined.status).toBe(201);
    expect(joined.body.data?.position).toBe(1);
    expect((await join(second)).body.data?.position).toBe(2);
    expect((await join(second)).body.message).toBe(groupSessionMessages.alreadyWaiting);

    await cancelAsStudent(booker, (booked.body.data as AppointmentBody)._id);
    const mine = async (student: SignedIn) =>
      (await callApi<WaitlistEntryAnswer[]>('/student/waitlist', { token: student.token })).body.data ?? [];
    const [offered] = await mine(first);
    expect(offered?.offer?.dateTime).toBe(time);
    expect((await mine(second))[0]?.offer).toBeNull();
    expect(await seatsOf(teacher, time)).toEqual({ seatsLeft: 0, held: 1 });
    expect(await mailsWithSubject(first.email, groupSessionMails.offer.subject(teacher.name))).toHaveLength(
      1,
    );

    // The job's clock moves past the hold: the offer passes to the next in line with nobody clicking.
    await setClockOffset(31 * 60_000);
    const run = await callApi<{ expired: number }>('/internal/run-waitlist-offers', {
      method: 'POST',
      body: {},
    });
    expect(run.body.data?.expired).toBe(1);
    expect(await mine(first)).toEqual([]);
    const [passedOn] = await mine(second);
    expect(passedOn?.offer?.dateTime).toBe(time);

    const late = await callApi(`/student/waitlist/offers/${offered?.offer?.offerId}/accept`, {
      method: 'POST',
      token: first.token,
    });
    expect(late.status).toBe(404);
    const taken = await callApi<AppointmentBody>(
      `/student/waitlist/offers/${passedOn?.offer?.offerId}/accept`,
      {
        method: 'POST',
        token: second.token,
      },
    );
    expect(taken.status).toBe(201);
    expect(await seatsOf(teacher, time)).toEqual({ seatsLeft: 0, held: 0 });
  }, 120_000);

  it("keeps each student's entries their own", async () => {
    const teacher = await signedInAccount('teacher');
    const [owner, stranger] = await Promise.all([signedInAccount('student'), signedInAccount('student')]);
    const general = await callApi<{ _id: string }>('/student/waitlist', {
      token: owner.token,
      body: { teacherId: teacher.uid },
    });
    expect(general.status).toBe(201);
    const id = general.body.data?._id;
    expect(
      (await callApi(`/student/waitlist/${id}`, { method: 'DELETE', token: stranger.token })).status,
    ).toBe(404);
    expect(
      (await callApi(`/student/waitlist/offers/${id}/pass`, { method: 'POST', token: stranger.token }))
        .status,
    ).toBe(404);
    expect((await callApi(`/student/waitlist/${id}`, { method: 'DELETE', token: owner.token })).status).toBe(
      200,
    );
  });
});
