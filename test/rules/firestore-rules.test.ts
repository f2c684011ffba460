import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  accountCounterDocs,
  appointmentPlaceDoc,
  collections,
  teacherPrivateDoc,
} from '@appointments/domain';
import { startEmulator } from '@appointments/emulator';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  collection,
  type DocumentReference,
  doc,
  type Firestore,
  getDoc,
  getDocs,
  limit,
  onSnapshot,
  orderBy,
  Query,
  query,
  setDoc,
  where,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cells, emailOf, type MatrixRole, roles } from './matrix';

const repoRoot = resolve(import.meta.dirname, '../..');
const rules = readFileSync(resolve(repoRoot, 'firestore.rules'), 'utf8');

let env: RulesTestEnvironment;
let stopEmulator: () => Promise<void>;
const results = new Map<string, Map<MatrixRole, 'allowed' | 'denied'>>();

const claims = {
  student: { role: 'student', approved: true },
  teacher: { role: 'teacher', approved: true },
};

/**
 * The context's Firestore is the compat wrapper; the modular functions accept it (they unwrap
 * `_delegate`), as the library's own docs use it, but its declared type is the compat one.
 */
function firestoreOf(context: RulesTestContext): Firestore {
  return context.firestore() as unknown as Firestore;
}

function dbFor(role: MatrixRole): Firestore {
  return firestoreOf(contextFor(role));
}

function contextFor(role: MatrixRole): RulesTestContext {
  switch (role) {
    case 'signed out':
      return env.unauthenticatedContext();
    case 'pending student':
      return env.authenticatedContext('pendingS', { role: 'student', approved: false });
    case 'suspended student':
      // A suspended student's token still says approved until it expires; the document does not.
      return env.authenticatedContext('suspendedS', claims.student);
    case 'student A':
      return env.authenticatedContext('studentA', { ...claims.student, email: emailOf.studentA });
    case 'student B':
      return env.authenticatedContext('studentB', { ...claims.student, email: emailOf.studentB });
    case 'teacher T':
      return env.authenticatedContext('teacherT', claims.teacher);
    case 'teacher U':
      return env.authenticatedContext('teacherU', claims.teacher);
    case 'pending teacher':
      return env.authenticatedContext('teacherP', { role: 'teacher', approved: false });
    case 'admin':
      return env.authenticatedContext('admin1', { role: 'admin', approved: true });
  }
}

async function seed() {
  await env.withSecurityRulesDisabled(async (context) => {
    const db = firestoreOf(context);
    const put = (path: string, data: Record<string, unknown>) => setDoc(doc(db, path), data);
    for (const [id, isApproved] of [
      ['studentA', true],
      ['studentB', true],
      ['pendingS', false],
      ['suspendedS', false],
    ] as const) {
      await put(`${collections.students}/${id}`, {
        name: id,
        isApproved,
        profile: { cgpa: 9.1, phone: '+911234' },
      });
    }
    for (const [id, isApproved] of [
      ['teacherT', true],
      ['teacherU', true],
      ['teacherP', false],
    ] as const) {
      await put(`${collections.teachers}/${id}`, {
        name: id,
        isApproved,
        subject: 'Optics',
        profile: { bio: '' },
      });
      await put(`${collections.teachers}/${id}/${collections.teacherPrivate}/${teacherPrivateDoc}`, {
        phone: '+919999',
        employeeId: 'E1',
      });
    }
    await put(`${collections.teacherDepartments}/optics`, { name: 'Optics', count: 2 });
    await put(`${collections.accountCounters}/${accountCounterDocs.student}`, { total: 3, pending: 1 });
    await put(`${collections.appointmentTotals}/shard-0`, { total: 9, completed: 4, pending: 2 });
    await put(`${collections.insightRollups}/2030-03-0`, { month: '2030-03', days: {} });
    await put(`${collections.teacherInsightRollups}/teacherT-2030-03`, {
      teacherId: 'teacherT',
      month: '2030-03',
    });
    await put(`${collections.teacherMatching}/teacherT`, { isApproved: true, profileEmbeddingHash: 'h' });
    await put(`${collections.teachers}/teacherT/${collections.slots}/s1`, {
      dateTime: new Date(Date.now() + 86_400_000),
    });
    await put(`${collections.teachers}/teacherT/${collections.teacherStudents}/studentA`, {
      studentId: 'studentA',
    });
    await put(`${collections.appointments}/a1`, {
      studentId: 'studentA',
      teacherId: 'teacherT',
      status: 'pending',
    });
    await put(`${collections.appointments}/a2`, {
      studentId: 'studentB',
      teacherId: 'teacherU',
      status: 'approved',
    });
    await put(`${collections.appointments}/a1/${collections.appointmentPrivate}/${appointmentPlaceDoc}`, {
      studentId: 'studentA',
      teacherId: 'teacherT',
      kind: 'online',
      url: 'https://meet.jit.si/0123456789abcdef0123456789abcdef',
      provider: 'jitsi',
    });
    await put(`${collections.appointments}/a1/${collections.appointmentNotes}/teacherT`, {
      teacherId: 'teacherT',
      studentId: 'studentA',
      privateNote: 'Needs more practice with limits',
    });
    await put(`${collections.appointments}/a2/${collections.appointmentPrivate}/${appointmentPlaceDoc}`, {
      studentId: 'studentB',
      teacherId: 'teacherU',
      kind: 'in_person',
      location: 'Room 204',
    });
    await put(`${collections.waitlist}/w1`, {
      studentId: 'studentA',
      teacherId: 'teacherT',
      slotKey: null,
      status: 'offered',
      offer: { slotKey: '2030-03-06T04:30Z' },
    });
    await put(`${collections.ratings}/teacherT_studentA`, {
      studentId: 'studentA',
      teacherId: 'teacherT',
      rating: 5,
    });
    await put(`${collections.conversations}/studentA_teacherT`, {
      studentId: 'studentA',
      teacherId: 'teacherT',
      lastMessageAt: new Date(),
    });
    await put(`${collections.conversations}/studentA_teacherT/${collections.messages}/m1`, {
      content: 'hi',
      senderModel: 'student',
    });
    await put(`${collections.admins}/admin1`, { name: 'Admin' });
    await put(`${collections.bulkJobs}/j1`, {
      action: 'approve',
      role: 'student',
      state: 'running',
      total: 500,
      done: 300,
    });
    await put(`${collections.auditLog}/e1`, { action: 'delete-account' });
    await put(`${collections.settings}/college`, { booking: { minNoticeMinutes: 60 } });
    await put(`${collections.rosterMembers}/studentA`, { role: 'student', email: 'a@example.edu' });
    await put(`${collections.passwordResets}/x`, { uid: 'studentA' });
    await put(`${collections.mail}/m1`, {
      to: 'a@example.edu',
      message: { subject: 'Hi', text: 'Hi', html: '<p>Hi</p>' },
    });
    await put(`${collections.notifications}/n1`, {
      to: emailOf.studentA,
      kind: 'decisions',
      title: 'Approved',
    });
    await put(`${collections.notifications}/n2`, {
      to: emailOf.studentB,
      kind: 'decisions',
      title: 'Declined',
    });
    await put('_emulator/clock', { offsetMs: 0 });
    await put(`${collections.calendarFeeds}/studentA`, { role: 'student', token: 'secret' });
    await put(`${collections.busyCalendars}/teacherT`, { url: 'https://example.com/a.ics', busy: [] });
    await put(`${collections.pushDevices}/d1`, {
      uid: 'studentA',
      email: emailOf.studentA,
      token: 'fcm-token-secret',
      label: 'Phone',
    });
    await put(`${collections.pushDeliveries}/n1`, { state: 'SUCCESS', attempts: 1, done: ['d1'] });
    await put('_emulator/busyCalendarTestHost', { hostname: 'calendar.test', cert: 'x' });
  });
}

beforeAll(async () => {
  const emulator = await startEmulator({
    host: '127.0.0.1',
    port: 0,
    quiet: true,
    securityRules: true,
    storagePort: false,
  });
  stopEmulator = emulator.stop;
  env = await initializeTestEnvironment({
    projectId: 'demo-rules-matrix',
    firestore: { host: '127.0.0.1', port: emulator.port, rules },
  });
  await seed();
});

afterAll(async () => {
  writeMatrix();
  await env?.cleanup();
  await stopEmulator?.();
});

describe('firestore.rules: role × collection × operation', () => {
  for (const cell of cells) {
    describe(`${cell.area} ${cell.operation}`, () => {
      for (const role of roles) {
        const allowed = cell.allowed.includes(role);
        it(`${role}: ${allowed ? 'allowed' : 'denied'}`, async () => {
          const attempt = cell.run(dbFor(role));
          if (allowed) await assertSucceeds(attempt);
          else await assertFails(attempt);
          const row = results.get(`${cell.area} ${cell.operation}`) ?? new Map();
          row.set(role, allowed ? 'allowed' : 'denied');
          results.set(`${cell.area} ${cell.operation}`, row);
        });
      }
    });
  }
});

describe('listeners', () => {
  function firstSnapshotOrError(target: Query | DocumentReference): Promise<'snapshot' | 'denied'> {
    return new Promise((resolveOutcome) => {
      const onNext = () => {
        stop();
        resolveOutcome('snapshot');
      };
      const onError = () => resolveOutcome('denied');
      const stop =
        target instanceof Query ? onSnapshot(target, onNext, onError) : onSnapshot(target, onNext, onError);
    });
  }

  it('lets a student listen to their own appointments and nobody else to them', async () => {
    const own = query(
      collection(dbFor('student A'), collections.appointments),
      where('studentId', '==', 'studentA'),
    );
    expect(await firstSnapshotOrError(own)).toBe('snapshot');
    const other = query(
      collection(dbFor('student B'), collections.appointments),
      where('studentId', '==', 'studentA'),
    );
    expect(await firstSnapshotOrError(other)).toBe('denied');
  });

  it('lets a teacher listen to the appointments addressed to them, not to another teacher', async () => {
    const own = query(
      collection(dbFor('teacher T'), collections.appointments),
      where('teacherId', '==', 'teacherT'),
    );
    expect(await firstSnapshotOrError(own)).toBe('snapshot');
    const other = query(
      collection(dbFor('teacher U'), collections.appointments),
      where('teacherId', '==', 'teacherT'),
    );
    expect(await firstSnapshotOrError(other)).toBe('denied');
  });

  it('refuses a suspended student a listener on their own document', async () => {
    expect(
      await firstSnapshotOrError(doc(dbFor('suspended student'), `${collections.students}/suspendedS`)),
    ).toBe('denied');
  });
});

describe("a person's conversations as a contact list", () => {
  const conversationsOf = (role: MatrixRole, side: 'studentId' | 'teacherId', id: string) =>
    getDocs(
      query(
        collection(dbFor(role), collections.conversations),
        where(side, '==', id),
        orderBy('lastMessageAt', 'desc'),
        limit(30),
      ),
    );

  it('lets a student and a teacher list the conversations they take part in', async () => {
    const student = await assertSucceeds(conversationsOf('student A', 'studentId', 'studentA'));
    expect(student.docs.map((conversation) => conversation.id)).toEqual(['studentA_teacherT']);
    const teacher = await assertSucceeds(conversationsOf('teacher T', 'teacherId', 'teacherT'));
    expect(teacher.docs.map((conversation) => conversation.id)).toEqual(['studentA_teacherT']);
  });

  it("refuses anyone else's conversations, a list without the caller's id, and a suspended student", async () => {
    await assertFails(conversationsOf('student B', 'studentId', 'studentA'));
    await assertFails(conversationsOf('teacher U', 'teacherId', 'teacherT'));
    await assertFails(conversationsOf('student A', 'teacherId', 'teacherT'));
    await assertFails(conversationsOf('teacher T', 'studentId', 'studentA'));
    await assertFails(conversationsOf('suspended student', 'studentId', 'suspendedS'));
    await assertFails(conversationsOf('pending teacher', 'teacherId', 'teacherP'));
    await assertFails(getDocs(collection(dbFor('student A'), collections.conversations)));
  });
});

describe("Find Teachers' department counts", () => {
  it('are read by approved students and admins only', async () => {
    const counts = (role: MatrixRole) => getDocs(collection(dbFor(role), collections.teacherDepartments));
    const read = await assertSucceeds(counts('student A'));
    expect(read.docs.map((department) => department.get('name'))).toEqual(['Optics']);
    await assertSucceeds(counts('admin'));
    for (const role of ['signed out', 'pending student', 'suspended student', 'teacher T'] as const) {
      await assertFails(counts(role));
    }
  });
});

describe("the admin's role counters and appointment totals", () => {
  it('are read by no client, admins included: the API serves them', async () => {
    const counter = (role: MatrixRole) =>
      getDoc(doc(dbFor(role), `${collections.accountCounters}/${accountCounterDocs.student}`));
    const totals = (role: MatrixRole) => getDoc(doc(dbFor(role), `${collections.appointmentTotals}/shard-0`));
    for (const role of ['admin', 'student A', 'teacher T', 'signed out'] as const) {
      await assertFails(counter(role));
      await assertFails(totals(role));
    }
  });
});

describe("the insights' rollups", () => {
  it('are read by no client, admins and the teacher included: the API serves them', async () => {
    const college = (role: MatrixRole) => getDoc(doc(dbFor(role), `${collections.insightRollups}/2030-03-0`));
    const own = (role: MatrixRole) =>
      getDoc(doc(dbFor(role), `${collections.teacherInsightRollups}/teacherT-2030-03`));
    for (const role of ['admin', 'student A', 'teacher T', 'signed out'] as const) {
      await assertFails(college(role));
      await assertFails(own(role));
    }
  });
});

describe('fields kept for another role', () => {
  it('gives a student the teacher card without any private field', async () => {
    const card = await assertSucceeds(getDoc(doc(dbFor('student A'), `${collections.teachers}/teacherT`)));
    const text = JSON.stringify(card.data());
    expect(text).not.toContain('phone');
    expect(text).not.toContain('employeeId');
  });

  it('gives the video link to the two people of the appointment and to nobody else', async () => {
    const place = await assertSucceeds(
      getDoc(
        doc(
          dbFor('student A'),
          `${collections.appointments}/a1/${collections.appointmentPrivate}/${appointmentPlaceDoc}`,
        ),
      ),
    );
    expect(place.get('url')).toMatch(/^https:\/\/meet\.jit\.si\/[0-9a-f]{32}$/);
    const teacherCopy = await assertSucceeds(
      getDoc(
        doc(
          dbFor('teacher T'),
          `${collections.appointments}/a1/${collections.appointmentPrivate}/${appointmentPlaceDoc}`,
        ),
      ),
    );
    expect(teacherCopy.get('url')).toBe(place.get('url'));
    for (const outsider of ['student B', 'teacher U', 'signed out', 'admin'] as const) {
      await assertFails(
        getDoc(
          doc(
            dbFor(outsider),
            `${collections.appointments}/a1/${collections.appointmentPrivate}/${appointmentPlaceDoc}`,
          ),
        ),
      );
    }
  });

  it("never gives one student another student's CGPA", async () => {
    await assertFails(getDoc(doc(dbFor('student B'), `${collections.students}/studentA`)));
    await assertFails(getDoc(doc(dbFor('teacher T'), `${collections.students}/studentA`)));
  });
});

/** Prints the proven matrix, and keeps a copy for docs/security.md. */
function writeMatrix() {
  const header = `| area | operation | ${roles.join(' | ')} |`;
  const divider = `|---|---|${roles.map(() => '---').join('|')}|`;
  const rows = cells.map((cell) => {
    const row = results.get(`${cell.area} ${cell.operation}`);
    const marks = roles.map((role) => {
      const outcome = row?.get(role);
      return outcome === undefined ? '?' : outcome === 'allowed' ? '✔' : '✘';
    });
    return `| ${cell.area} | ${cell.operation} | ${marks.join(' | ')} |`;
  });
  const table = [header, divider, ...rows].join('\n');
  console.log(`\nFirestore access matrix (✔ allowed, ✘ denied, ? not proven in this run)\n${table}\n`);
  mkdirSync(resolve(repoRoot, '.local'), { recursive: true });
  writeFileSync(resolve(repoRoot, '.local/firestore-rules-matrix.md'), `${table}\n`);
}
