import {
  apiErrorMessages,
  collections,
  DEFAULT_NO_SHOW_POLICY,
  sessionOutcome,
  sessionRecordErrors,
} from '@appointments/domain';
import { describe, expect, it } from 'vitest';
import { studentRef } from '../src/data/accounts';
import { appointmentRef } from '../src/data/appointments';
import { sessionNotesRef } from '../src/data/session-notes';
import { runAutomaticUpdates } from '../src/jobs/automatic-updates';
import { bookAppointment } from '../src/services/booking';
import { liftBookingPause, listPausedStudents } from '../src/services/booking-pauses';
import { teacherStudentHistory } from '../src/services/session-history';
import { checkIn, recordAttendance, saveSessionNotes } from '../src/services/session-record';
import { useServiceEmulator } from './support/emulator';
import { addSlot, addTeacher, hoursAfter, testAdmin, testNow } from './support/fixtures';
import { refusal } from './support/refusal';
import { addPair, approvedSession, daysAfter, minutesAfter, roomyPolicy } from './support/sessions';

const { db } = useServiceEmulator();
const mailsTo = async (email: string) =>
  (await db().collection(collections.mail).where('to', '==', email).get()).docs.map((doc) => doc.data());
const stored = async (id: string) => (await appointmentRef(id).get()).data();

describe('checking in', () => {
  it('opens 10 minutes before the start: 11 minutes before is refused, 10 allowed', async () => {
    await addPair();
    const start = hoursAfter(48);
    const session = await approvedSession(start);

    const early = await refusal(checkIn('s1', session._id, minutesAfter(-11, start)));
    expect(early.status).toBe(409);
    expect(early.message).toBe(sessionRecordErrors.checkInWindow);

    const checkedIn = await checkIn('s1', session._id, minutesAfter(-10, start));
    expect(checkedIn.checkedInAt).toBe(minutesAfter(-10, start).toISOString());
  });

  it("closes at the session's end, and keeps the first check-in", async () => {
    await addPair();
    const start = hoursAfter(48);
    const late = await approvedSession(start);
    const other = await approvedSession(hoursAfter(72));

    expect((await checkIn('s1', late._id, minutesAfter(30, start))).checkedInAt).toBe(
      minutesAfter(30, start).toISOString(),
    );
    expect((await checkIn('s1', late._id, minutesAfter(31, start))).checkedInAt).toBe(
      minutesAfter(30, start).toISOString(),
    );
    const after = await refusal(checkIn('s1', other._id, minutesAfter(31, hoursAfter(72))));
    expect(after.status).toBe(409);
  });

  it("answers another student's session as missing, and a pending one as closed", async () => {
    await addPair();
    const start = hoursAfter(48);
    const session = await approvedSession(start);
    const error = await refusal(checkIn('s2', session._id, start));
    expect(error.status).toBe(404);
    expect(error.message).toBe(apiErrorMessages.appointmentNotFound);

    await addSlot('t1', hoursAfter(96), 30);
    const pending = await bookAppointment(
      's1',
      { bookingType: 'slot_booking', teacherId: 't1', dateTime: hoursAfter(96).toISOString(), purpose: '' },
      testNow,
      roomyPolicy,
    );
    expect((await refusal(checkIn('s1', pending._id, hoursAfter(96)))).status).toBe(409);
  });
});

describe('marking attendance', () => {
  it("opens at the session's start and closes 7 days after it: 7 days and 1 minute is refused", async () => {
    await addPair();
    const start = hoursAfter(48);
    const session = await approvedSession(start);

    const before = await refusal(recordAttendance('t1', session._id, 'attended', minutesAfter(-1, start)));
    expect(before.status).toBe(409);
    expect(before.message).toBe(sessionRecordErrors.attendanceWindow);
    expect(before.message).toBe("Attendance can be recorded from the session's start until 7 days after it");

    expect((await recordAttendance('t1', session._id, 'late', start)).attendance).toBe('late');
    expect((await recordAttendance('t1', session._id, 'attended', daysAfter(7, start))).attendance).toBe(
      'attended',
    );
    const after = await refusal(
      recordAttendance('t1', session._id, 'no_show', minutesAfter(1, daysAfter(7, start))),
    );
    expect(after.status).toBe(409);
    expect(after.message).toBe(sessionRecordErrors.attendanceWindow);
    expect((await stored(session._id))?.attendance).toBe('attended');
  });

  it('records every change, and a repeated mark changes nothing', async () => {
    await addPair();
    const start = hoursAfter(48);
    const session = await approvedSession(start);
    await recordAttendance('t1', session._id, 'no_show', minutesAfter(40, start));
    await recordAttendance('t1', session._id, 'late', minutesAfter(50, start));
    await recordAttendance('t1', session._id, 'late', minutesAfter(55, start));

    const changes = (await stored(session._id))?.attendanceChanges ?? [];
    expect(changes.map(({ from, to, at }) => ({ from, to, at: at.toDate().toISOString() }))).toEqual([
      { from: null, to: 'no_show', at: minutesAfter(40, start).toISOString() },
      { from: 'no_show', to: 'late', at: minutesAfter(50, start).toISOString() },
    ]);
  });

  it("answers another teacher's session as missing", async () => {
    await addPair();
    await addTeacher('t2');
    const start = hoursAfter(48);
    const session = await approvedSession(start);
    const error = await refusal(recordAttendance('t2', session._id, 'attended', start));
    expect(error.status).toBe(404);
    expect((await stored(session._id))?.attendance).toBeNull();
  });
});

describe('the completion rule', () => {
  it('completes a session with a check-in or a mark; one with neither is "attendance not recorded"', async () => {
    await addPair();
    const checkedIn = await approvedSession(hoursAfter(48));
    const marked = await approvedSession(hoursAfter(72));
    const neither = await approvedSession(hoursAfter(96));
    await checkIn('s1', checkedIn._id, hoursAfter(48));
    await recordAttendance('t1', marked._id, 'attended', hoursAfter(72));

    const summary = await runAutomaticUpdates(hoursAfter(100));

    expect(summary.completed).toBe(3);
    const outcomes = await Promise.all([checkedIn, marked, neither].map(async (s) => stored(s._id)));
    expect(outcomes.map((s) => s?.status)).toEqual(['completed', 'completed', 'completed']);
    expect(outcomes.map((s) => s && sessionOutcome(s))).toEqual(['checked_in', 'attended', 'not_recorded']);

    // The teacher marks it later, within the 7 days: it is completed with its mark.
    await recordAttendance('t1', neither._id, 'late', hoursAfter(120));
    const later = await stored(neither._id);
    expect(later && sessionOutcome(later)).toBe('late');
  });

  it("leaves one consistent result when the teacher's mark and the job's completion meet", async () => {
    await addPair();
    const start = hoursAfter(48);
    const session = await approvedSession(start);
    const end = minutesAfter(30, start);

    const [marked, summary] = await Promise.all([
      recordAttendance('t1', session._id, 'attended', end),
      runAutomaticUpdates(end),
    ]);

    expect(marked.attendance).toBe('attended');
    expect(summary.completed).toBe(1);
    const after = await stored(session._id);
    expect(after?.status).toBe('completed');
    expect(after?.attendance).toBe('attended');
    expect(after?.attendanceChanges).toHaveLength(1);
    const student = (await studentRef('s1').get()).data();
    expect(student?.stats.completedSessions).toBe(1);
  });
});

describe('the no-show policy', () => {
  const threeSessions = async () => {
    await addPair();
    return Promise.all([48, 72, 96].map(async (hours) => approvedSession(hoursAfter(hours))));
  };
  const markAll = async (ids: string[], at: Date, policy = DEFAULT_NO_SHOW_POLICY) => {
    for (const id of ids) await recordAttendance('t1', id, 'no_show', at, policy);
  };

  it('pauses new bookings at the third no-show in 30 days, mails the student and names the end date', async () => {
    const sessions = await threeSessions();
    const markedAt = hoursAfter(100);
    await markAll(
      sessions.slice(0, 2).map((s) => s._id),
      markedAt,
    );
    expect((await studentRef('s1').get()).data()?.bookingPause).toBeNull();

    await recordAttendance('t1', sessions[2]?._id ?? '', 'no_show', markedAt);

    const pause = (await studentRef('s1').get()).data()?.bookingPause;
    const until = daysAfter(14, markedAt);
    expect(pause?.until.toDate()).toEqual(until);
    expect(pause?.causes.sort()).toEqual(sessions.map((s) => s._id).sort());
    expect((await mailsTo('s1@college.test')).map((mail) => mail.message.subject)).toContain(
      'Your new bookings are paused',
    );

    await addSlot('t1', hoursAfter(200), 30);
    const refused = await refusal(
      bookAppointment(
        's1',
        {
          bookingType: 'slot_booking',
          teacherId: 't1',
          dateTime: hoursAfter(200).toISOString(),
          purpose: '',
        },
        minutesAfter(1, markedAt),
        roomyPolicy,
      ),
    );
    expect(refused.status).toBe(409);
    expect(refused.message).toBe(sessionRecordErrors.bookingPaused(until));
    expect(refused.message).toMatch(/paused until \w+day, \d+ \w+ 2030/);
  });

  it('lifts the pause when a no-show that caused it is corrected', async () => {
    const sessions = await threeSessions();
    await markAll(
      sessions.map((s) => s._id),
      hoursAfter(100),
    );
    await recordAttendance('t1', sessions[0]?._id ?? '', 'late', hoursAfter(101));

    expect((await studentRef('s1').get()).data()?.bookingPause).toBeNull();
    await addSlot('t1', hoursAfter(200), 30);
    const booked = await bookAppointment(
      's1',
      { bookingType: 'slot_booking', teacherId: 't1', dateTime: hoursAfter(200).toISOString(), purpose: '' },
      hoursAfter(102),
      roomyPolicy,
    );
    expect(booked.status).toBe('pending');
  });

  it('never pauses with the policy off', async () => {
    const sessions = await threeSessions();
    await markAll(
      sessions.map((s) => s._id),
      hoursAfter(100),
      { ...DEFAULT_NO_SHOW_POLICY, enabled: false },
    );
    expect((await studentRef('s1').get()).data()?.bookingPause).toBeNull();
    expect(await mailsTo('s1@college.test')).not.toContainEqual(
      expect.objectContaining({
        message: expect.objectContaining({ subject: 'Your new bookings are paused' }),
      }),
    );
  });

  it('counts only the no-shows of sessions within the window', async () => {
    await addPair();
    const first = hoursAfter(48);
    const old = await approvedSession(first);
    const later = await Promise.all(
      [31 * 24, 31 * 24 + 2].map(async (hours) => approvedSession(hoursAfter(hours, first))),
    );
    await recordAttendance('t1', old._id, 'no_show', hoursAfter(1, first));
    for (const session of later) {
      await recordAttendance('t1', session._id, 'no_show', hoursAfter(31 * 24 + 3, first));
    }
    expect((await studentRef('s1').get()).data()?.bookingPause).toBeNull();
  });

  it('lists paused students to the admin, who can lift a pause (recorded)', async () => {
    const sessions = await threeSessions();
    const markedAt = hoursAfter(100);
    await markAll(
      sessions.map((s) => s._id),
      markedAt,
    );

    const paused = await listPausedStudents(markedAt);
    expect(paused.map((student) => student._id)).toEqual(['s1']);
    expect(paused[0]?.bookingPause.until).toBe(daysAfter(14, markedAt).toISOString());

    await liftBookingPause('s1', testAdmin, markedAt);
    expect(await listPausedStudents(markedAt)).toEqual([]);
    const audit = await db()
      .collection(collections.auditLog)
      .where('action', '==', 'lift-booking-pause')
      .get();
    expect(audit.docs.map((doc) => doc.get('targetId'))).toEqual(['s1']);
    expect((await refusal(liftBookingPause('s1', testAdmin, markedAt))).status).toBe(404);
  });
});

describe('notes and the summary', () => {
  it('keeps the private note apart from the appointment, for its author only', async () => {
    await addPair();
    const start = hoursAfter(48);
    const session = await approvedSession(start);

    const saved = await saveSessionNotes(
      't1',
      session._id,
      { privateNote: 'Struggles with epsilon-delta' },
      minutesAfter(40, start),
    );

    expect(saved.notes.privateNote).toBe('Struggles with epsilon-delta');
    expect(JSON.stringify(saved.appointment)).not.toContain('epsilon');
    expect(JSON.stringify((await appointmentRef(session._id).get()).data())).not.toContain('epsilon');
    expect((await sessionNotesRef(session._id, 't1').get()).get('privateNote')).toBe(
      'Struggles with epsilon-delta',
    );
    await addTeacher('t2');
    expect((await refusal(saveSessionNotes('t2', session._id, { privateNote: 'x' }, start))).status).toBe(
      404,
    );
  });

  it("publishes the summary on the appointment and mails it to the student; a draft stays the teacher's", async () => {
    await addPair();
    const start = hoursAfter(48);
    const session = await approvedSession(start);
    const summary = { covered: 'Limits and continuity', nextSteps: 'Exercises 3.1 to 3.4' };

    const draft = await saveSessionNotes('t1', session._id, { summary }, minutesAfter(35, start));
    expect(draft.appointment.summary).toBeNull();
    expect(await mailsTo('s1@college.test')).not.toContainEqual(
      expect.objectContaining({ message: expect.objectContaining({ text: expect.stringContaining('3.4') }) }),
    );

    const published = await saveSessionNotes(
      't1',
      session._id,
      { publishSummary: true },
      minutesAfter(40, start),
    );
    expect(published.appointment.summary).toEqual({
      ...summary,
      publishedAt: minutesAfter(40, start).toISOString(),
    });
    const mail = (await mailsTo('s1@college.test')).find((m) => m.message.subject.includes('summary'));
    expect(mail?.message.text).toContain('Exercises 3.1 to 3.4');
    expect(mail?.message.text).toContain('Limits and continuity');
  });

  it('refuses to publish an empty summary', async () => {
    await addPair();
    const session = await approvedSession(hoursAfter(48));
    const error = await refusal(
      saveSessionNotes('t1', session._id, { publishSummary: true }, hoursAfter(49)),
    );
    expect(error.status).toBe(400);
    expect(error.message).toBe(sessionRecordErrors.summaryEmpty);
  });

  it("shows the teacher a student's past sessions with them, with their own notes only", async () => {
    await addPair();
    await addTeacher('t2');
    const mine = await approvedSession(hoursAfter(48));
    const theirs = await approvedSession(hoursAfter(72), { teacherId: 't2', studentId: 's1' });
    await approvedSession(hoursAfter(500));
    await saveSessionNotes('t1', mine._id, { privateNote: 'Mine' }, hoursAfter(49));
    await saveSessionNotes('t2', theirs._id, { privateNote: 'Theirs' }, hoursAfter(73));
    await recordAttendance('t1', mine._id, 'attended', hoursAfter(49));

    const history = await teacherStudentHistory('t1', 's1', hoursAfter(100));

    expect(
      history.map((past) => [past.appointment._id, past.appointment.attendance, past.privateNote]),
    ).toEqual([[mine._id, 'attended', 'Mine']]);
  });
});
