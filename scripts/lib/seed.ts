import {
  addCalendarDays,
  collections,
  DEMO_ACCOUNTS,
  istCalendarDate,
  istWallClockToInstant,
  type RegisterInput,
  registerSchema,
} from '@appointments/domain';
import {
  rebuildAccountCounters,
  rebuildAppointmentTotals,
  rebuildFeedMonths,
  rebuildInsightRollups,
} from '@appointments/functions/backfill';
import {
  createAdminAccount,
  createSelfRegisteredAccount,
  lexicalEmbedder,
  refreshProfileEmbedding,
} from '@appointments/functions/seed';
import { getFirestore } from 'firebase-admin/firestore';
import type { ApiClient } from './api-client';
import { seedPassword, seedStudents, seedTeachers } from './seed-data';

interface Person {
  uid: string;
  token: string;
}

const day = 24 * 3_600_000;

function istAt(now: Date, dayOffset: number, time: string): string {
  return istWallClockToInstant(addCalendarDays(istCalendarDate(now), dayOffset), time).toISOString();
}

async function expectOk<T>(
  what: string,
  answer: Promise<{ status: number; body: { data?: T; message?: string } }>,
) {
  const { status, body } = await answer;
  if (status >= 300) throw new Error(`Seeding failed at ${what}: ${status} ${body.message ?? ''}`);
  return body.data as T;
}

/**
 * Creates an account exactly as /auth/register does, through the Admin SDK: a seed of a few dozen
 * accounts from one address would otherwise meet the registration limit, which stays as in production.
 */
function registerDirectly(input: RegisterInput): Promise<string> {
  return createSelfRegisteredAccount(registerSchema.parse(input), new Date());
}

/** Moves the functions' clock (local stack only) so the seed can create sessions that already happened. */
async function setClockOffset(offsetMs: number) {
  await getFirestore().doc('_emulator/clock').set({ offsetMs });
}

/**
 * Writes every teacher's matching document (`teacherMatching/{id}`: embedding and approval) with the local
 * stack's embedder, through the trigger's own code: the trigger would do it too, moments later, but a demo
 * may search at once. Its hash check makes the trigger's later run a no-op.
 */
async function embedTeacherProfiles() {
  const snapshot = await getFirestore().collection(collections.teachers).get();
  for (const doc of snapshot.docs) await refreshProfileEmbedding(doc.id, doc, lexicalEmbedder);
}

/**
 * Fills an empty local stack with a small college through the API itself (so every counter and
 * denormalised field is what real use makes; accounts are created with the register route's own code): the admin, 8 teachers and 20 students (some
 * awaiting approval), slots over the next two weeks, appointments in every status, ratings and
 * messages. Past sessions are made with the clock moved back, then settled by the automatic updates.
 */
export async function seedDemoData(api: ApiClient, log: (line: string) => void): Promise<void> {
  const admin = DEMO_ACCOUNTS.admin;
  await createAdminAccount(admin, new Date());
  const adminToken = await api.login(admin.email, admin.password);

  const teachers: Person[] = [];
  for (const teacher of seedTeachers) {
    const { profile, ...account } = teacher;
    const _id = await registerDirectly({ ...account, role: 'teacher', password: seedPassword.teacher });
    if (!teacher.approved) continue;
    await expectOk(
      'approve teacher',
      api.call(`/admin/approve-teacher/${_id}`, { method: 'PUT', token: adminToken, body: {} }),
    );
    const token = await api.login(teacher.email, seedPassword.teacher);
    const { name, subject, department } = teacher;
    await expectOk(
      'teacher profile',
      api.call('/teacher/profile', { method: 'PUT', token, body: { name, subject, department, profile } }),
    );
    teachers.push({ uid: _id, token });
  }
  await embedTeacherProfiles();

  const students: Person[] = [];
  for (const student of seedStudents) {
    const _id = await registerDirectly({ ...student, role: 'student', password: seedPassword.student });
    if (!student.approved) continue;
    await expectOk(
      'approve student',
      api.call(`/admin/approve-student/${_id}`, { method: 'PUT', token: adminToken, body: {} }),
    );
    students.push({ uid: _id, token: await api.login(student.email, seedPassword.student) });
  }

  const book = (student: Person, teacher: Person, dateTime: string, purpose: string, bookingType: string) =>
    expectOk<{ _id: string }>(
      'book',
      api.call('/student/book', {
        token: student.token,
        body: { teacherId: teacher.uid, dateTime, purpose, bookingType },
      }),
    );
  const decide = (teacher: Person, id: string, status: 'approved' | 'canceled') =>
    expectOk(
      'decide',
      api.call(`/teacher/appointments/${id}`, { method: 'PUT', token: teacher.token, body: { status } }),
    );

  // History: ten days ago, students asked for sessions during the following week.
  const realNow = new Date();
  await setClockOffset(-10 * day);
  const past = new Date(realNow.getTime() - 10 * day);
  for (let i = 0; i < 12; i += 1) {
    const teacher = teachers[i % teachers.length] as Person;
    const student = students[i % students.length] as Person;
    const { _id } = await book(
      student,
      teacher,
      istAt(past, 1 + (i % 7), i % 2 ? '10:00' : '15:00'),
      'Doubt-clearing session',
      'custom_request',
    );
    if (i % 4 !== 3) await decide(teacher, _id, i % 5 === 4 ? 'canceled' : 'approved');
  }
  await setClockOffset(0);
  await expectOk(
    'automatic updates',
    api.call('/internal/run-automatic-updates', { method: 'POST', body: {} }),
  );

  // Ratings from the students whose sessions were completed.
  for (let i = 0; i < 12; i += 1) {
    if (i % 4 === 3 || i % 5 === 4) continue;
    const student = students[i % students.length] as Person;
    const teacher = teachers[i % teachers.length] as Person;
    await expectOk(
      'rate',
      api.call('/student/rate-teacher', {
        token: student.token,
        body: {
          teacherId: teacher.uid,
          rating: 3 + (i % 3),
          review: i % 2 ? 'Explains clearly and patiently.' : '',
        },
      }),
    );
  }

  // The next two weeks: slots for every approved teacher, some booked, some requests decided.
  for (const [index, teacher] of teachers.entries()) {
    const slots = [1, 2, 4, 6, 8, 11, 13].map((offset, k) =>
      istAt(realNow, offset + (index % 2), ['10:00', '14:00', '16:00'][k % 3] as string),
    );
    await expectOk('slots', api.call('/teacher/availability', { token: teacher.token, body: { slots } }));
  }
  for (let i = 0; i < 10; i += 1) {
    const teacher = teachers[i % teachers.length] as Person;
    const student = students[(i + 3) % students.length] as Person;
    const slots = await expectOk<{ availableSlots: string[] }>(
      'slots',
      api.call(`/student/teacher/${teacher.uid}/slots`, { token: student.token }),
    );
    const slot = slots.availableSlots[i % 3];
    const booked = slot
      ? await book(student, teacher, slot, 'Project guidance', 'slot_booking')
      : await book(student, teacher, istAt(realNow, 3, '11:00'), 'Project guidance', 'custom_request');
    if (i % 3 === 0) await decide(teacher, booked._id, 'approved');
    if (i === 5) await decide(teacher, booked._id, 'canceled');
  }
  const custom = await book(
    students[0] as Person,
    teachers[0] as Person,
    istAt(realNow, 5, '17:30'),
    'Discuss my lab report',
    'custom_request',
  );
  await decide(teachers[0] as Person, custom._id, 'approved');

  // A few conversations.
  const lines = [
    'Good morning! Could we go over last week’s problems?',
    'Of course — bring your notes.',
    'Thank you!',
  ];
  for (let i = 0; i < 3; i += 1) {
    const student = students[i] as Person;
    const teacher = teachers[i] as Person;
    for (const [k, content] of lines.entries()) {
      const fromStudent = k % 2 === 0;
      await expectOk(
        'message',
        api.call('/message/send', {
          token: fromStudent ? student.token : teacher.token,
          body: {
            content,
            receiver: fromStudent ? teacher.uid : student.uid,
            receiverModel: fromStudent ? 'teacher' : 'student',
          },
        }),
      );
    }
  }
  // The triggers keep the role counters too, a moment after each write; the demo's first admin visit
  // should not depend on that moment. The appointment totals follow the API's writes; the rebuild also
  // takes in any appointment the seed wrote around it.
  await Promise.all([
    rebuildAccountCounters(),
    rebuildAppointmentTotals(),
    rebuildInsightRollups(),
    rebuildFeedMonths(),
  ]);
  log(
    `Seeded ${seedTeachers.length} teachers, ${seedStudents.length} students, appointments, ratings and messages.`,
  );
}
